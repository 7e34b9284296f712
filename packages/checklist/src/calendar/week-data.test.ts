import { describe, expect, it } from "vitest";
import { getLocaleWeekStart, isWeekend } from "./week-data.ts";

const FIRST_DAYS = { 1: "monday", 6: "saturday", 7: "sunday" } as const;

type WeekInfo = { readonly firstDay: number; readonly weekend: readonly number[] };

/** CLDR's week data as this runtime's Intl knows it, where it does (Node does; some browsers do not). */
function intlWeekInfo(locale: string): WeekInfo | undefined {
  const maximized = new Intl.Locale(locale).maximize() as Intl.Locale & { getWeekInfo?: () => WeekInfo };
  return maximized.getWeekInfo?.();
}

describe("a locale's week", () => {
  const cases = [
    ["en-US", "sunday"],
    ["en", "sunday"],
    ["en-CA", "sunday"],
    ["pt-BR", "sunday"],
    ["ja-JP", "sunday"],
    ["he-IL", "sunday"],
    ["en-GB", "monday"],
    ["de-DE", "monday"],
    ["fr", "monday"],
    ["sv-SE", "monday"],
    ["en-AU", "monday"],
    ["ar-EG", "saturday"],
    ["ar", "saturday"],
    ["fa", "saturday"],
    ["fa-IR", "saturday"],
  ] as const;

  it.each(cases)("starts on the day CLDR gives %s", (locale, weekStart) => {
    expect(getLocaleWeekStart(locale)).toBe(weekStart);
    const info = intlWeekInfo(locale);
    if (info) expect(FIRST_DAYS[info.firstDay as keyof typeof FIRST_DAYS]).toBe(weekStart);
  });

  it("starts on Monday for a locale it cannot place", () => {
    expect(getLocaleWeekStart("zz")).toBe("monday");
    expect(getLocaleWeekStart("not a locale")).toBe("monday");
  });

  it("knows the weekend where it is not Saturday and Sunday", () => {
    // 2026-11-27 is a Friday, the 28th a Saturday, the 29th a Sunday.
    expect(["2026-11-27", "2026-11-28", "2026-11-29"].map((date) => isWeekend(date, "en-US"))).toEqual([
      false,
      true,
      true,
    ]);
    expect(["2026-11-27", "2026-11-28", "2026-11-29"].map((date) => isWeekend(date, "ar-EG"))).toEqual([
      true,
      true,
      false,
    ]);
    expect(["2026-11-27", "2026-11-28", "2026-11-29"].map((date) => isWeekend(date, "fa"))).toEqual([
      true,
      false,
      false,
    ]);
    for (const locale of ["en-US", "de-DE", "ar-EG", "he-IL", "fa-IR", "hi-IN"]) {
      const info = intlWeekInfo(locale);
      if (!info) continue;
      const days = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
      const weekend = [...days, "2026-11-29"].flatMap((date, index) =>
        isWeekend(date, locale) ? [index + 1] : [],
      );
      expect(weekend, locale).toEqual([...info.weekend]);
    }
  });
});
