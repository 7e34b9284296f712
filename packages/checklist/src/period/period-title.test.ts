import { describe, expect, it } from "vitest";
import { retitleForPeriod } from "./period-title.ts";

const month = (start: string) => ({ start, unit: "month" as const, count: 1 });
const week = (start: string) => ({ start, unit: "week" as const, count: 1 });
const day = (start: string) => ({ start, unit: "day" as const, count: 1 });
const en = { locale: "en-US", weekStart: "sunday" } as const;
const gb = { locale: "en-GB", weekStart: "monday" } as const;

describe("retitleForPeriod", () => {
  it("renames the month a title names", () => {
    const next = (title: string) => retitleForPeriod(title, month("2026-11-01"), month("2026-12-01"), en);
    expect(next("November habits")).toBe("December habits");
    expect(next("november habits")).toBe("december habits");
    expect(next("Habits for Nov")).toBe("Habits for Dec");
    expect(next("November 2026")).toBe("December 2026");
    expect(retitleForPeriod("December 2026 budget", month("2026-12-01"), month("2027-01-01"), en)).toBe(
      "January 2027 budget",
    );
    expect(
      retitleForPeriod("Novembre", month("2026-11-01"), month("2026-12-01"), { ...en, locale: "fr-FR" }),
    ).toBe("Décembre");
  });

  it("renames a week number by the sheet's numbering", () => {
    const next = (title: string) => retitleForPeriod(title, week("2026-11-23"), week("2026-11-30"), gb);
    expect(next("Week 48 plan")).toBe("Week 49 plan");
    expect(next("W48")).toBe("W49");
    expect(next("wk 48 errands")).toBe("wk 49 errands");
    expect(retitleForPeriod("Week 53", week("2026-12-28"), week("2027-01-04"), gb)).toBe("Week 1");
    // The US rule: the week of Sunday 27 December 2026 is 2027's week 1.
    expect(retitleForPeriod("Week 52", week("2026-12-20"), week("2026-12-27"), en)).toBe("Week 1");
  });

  it("renames a weekday", () => {
    expect(retitleForPeriod("Monday reset", day("2026-11-30"), day("2026-12-01"), en)).toBe("Tuesday reset");
  });

  it("keeps a title that does not name the period once, as a whole word", () => {
    const next = (title: string) => retitleForPeriod(title, month("2026-11-01"), month("2026-12-01"), en);
    expect(next("Habit Tracker")).toBe("Habit Tracker");
    expect(next("Novel notes")).toBe("Novel notes");
    expect(next("November to November")).toBe("November to November");
    expect(retitleForPeriod("Week 47 plan", week("2026-11-23"), week("2026-11-30"), gb)).toBe("Week 47 plan");
    expect(retitleForPeriod("Week 480", week("2026-11-23"), week("2026-11-30"), gb)).toBe("Week 480");
    expect(retitleForPeriod("November habits", month("2026-11-01"), week("2026-11-30"), en)).toBe(
      "November habits",
    );
  });
});
