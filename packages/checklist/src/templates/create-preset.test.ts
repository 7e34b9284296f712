import { afterEach, describe, expect, it, vi } from "vitest";
import { getCalendarGridRows, getCalendarOffset } from "../calendar/calendar-grid.ts";
import { getWeekdayColumn } from "../calendar/iso-date.ts";
import type { Block, IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { expectValid } from "../test/fixtures.ts";
import { createPreset } from "./create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "./template-types.ts";

function blocksOf<K extends Block["kind"]>(doc: Checklist, kind: K): Extract<Block, { kind: K }>[] {
  return doc.blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind);
}

describe("createPreset", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(TEMPLATE_TYPE_SLUGS.map((slug) => [slug]))("makes a valid, complete %s", (slug) => {
    const doc = createPreset(slug, { start: "2025-03-12" });
    expectValid(doc);
    expect(doc.title.text).not.toBe("My Title");
    expect(doc.blocks.length).toBeGreaterThanOrEqual(3);
    const items = doc.blocks.flatMap((block) => ("items" in block ? block.items : []));
    expect(items.some((item) => item.isPlaceholder)).toBe(false);
    expect(createPreset(slug, { start: "2025-03-12" })).toEqual(doc);
  });

  it("dates presets from today by default", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 6, 14, 12));
    expect(createPreset("habit-tracker").timeframe).toEqual({ start: "2026-07-01", unit: "month", count: 1 });
    expect(createPreset("habit-tracker").headline).toBe("July 2026");
  });

  it("rejects an invalid start date or locale", () => {
    expect(() => createPreset("daily-checklist", { start: "2025-02-30" })).toThrow(RangeError);
    expect(() => createPreset("weekly-to-do-list", { start: "1900-01-01", weekStart: "sunday" })).toThrow(
      RangeError,
    );
    expect(() => createPreset("daily-checklist", { locale: "no such locale" })).toThrow(RangeError);
  });

  it("habit tracker: habits by the days of the month", () => {
    const doc = createPreset("habit-tracker", { start: "2024-02-17" });
    const [grid] = blocksOf(doc, "icon-field") as IconFieldBlock[];
    expect(doc.timeframe).toEqual({ start: "2024-02-01", unit: "month", count: 1 });
    expect(grid?.days).toBe(29);
    expect(grid?.rows.length).toBeGreaterThanOrEqual(8);
    expect(grid?.rows.every((row) => row.text.length > 3 && row.cells.length === 29)).toBe(true);
    expect(grid?.rows.map((row) => row.text)).toContain("Read 20 pages");
  });

  it.each([
    ["2024-09-01", "monday"],
    ["2024-09-01", "sunday"],
    ["2025-03-01", "monday"],
    ["2026-02-01", "sunday"],
  ] as const)("monthly calendar for %s with %s weeks starts on the right weekday", (start, weekStart) => {
    const doc = createPreset("monthly-calendar", { start, weekStart });
    const offset = getCalendarOffset(doc.calendar, doc);
    expect(offset).toBe(getWeekdayColumn(start, weekStart));
    const firstRow = getCalendarGridRows(doc.calendar, offset)[0]?.cells ?? [];
    expect(firstRow.indexOf(0)).toBe(offset);
    expect(blocksOf(doc, "calendar")).toHaveLength(1);
    expectValid(doc);
  });

  it("monthly calendar has one cell per day of the month", () => {
    expect(createPreset("monthly-calendar", { start: "2024-02-05" }).calendar.totalItemCount).toBe(29);
    expect(createPreset("monthly-calendar", { start: "1900-02-05" }).calendar.totalItemCount).toBe(28);
    expect(createPreset("monthly-calendar", { start: "2025-04-30" }).calendar.totalItemCount).toBe(30);
  });

  it("mood tracker: a legend of moods with symbols and colours, and a day grid", () => {
    const doc = createPreset("mood-tracker", { start: "2025-03-01" });
    const [grid] = blocksOf(doc, "icon-field");
    expect(grid?.legend.map((mood) => mood.label)).toEqual(["Great", "Good", "Okay", "Low", "Stressed"]);
    expect(grid?.legend.every((mood) => mood.symbol !== "" && /^[0-9A-F]{6}$/.test(mood.color))).toBe(true);
    expect(grid?.days).toBe(31);
    expect(grid?.rows.map((row) => row.text)).toEqual(["Morning", "Afternoon", "Evening"]);
  });

  it("gratitude journal: prompts with writing lines", () => {
    const doc = createPreset("gratitude-journal", { start: "2025-03-01" });
    const prompts = blocksOf(doc, "interactive-text-field");
    expect(prompts.length).toBeGreaterThanOrEqual(4);
    expect(prompts.every((prompt) => prompt.label.length > 10 && prompt.lines >= 1)).toBe(true);
    expect(doc.headline).toBe("Saturday, March 1, 2025");
  });

  it("30-day challenge: thirty numbered days from the start date", () => {
    const doc = createPreset("30-day-challenge", { start: "2025-03-15" });
    expect(doc.timeframe).toEqual({ start: "2025-03-15", unit: "day", count: 30 });
    expect(doc.calendar.totalItemCount).toBe(30);
    expect(doc.calendar.titles.map((title) => title.split(" · ")[0])).toEqual(
      Array.from({ length: 30 }, (_, day) => `Day ${day + 1}`),
    );
    expect(blocksOf(doc, "calendar")).toHaveLength(1);
  });

  it("weekly to-do list: a list per day in week order, titled by its date", () => {
    const monday = createPreset("weekly-to-do-list", { start: "2025-03-12", weekStart: "monday" });
    const titles = blocksOf(monday, "interactive-list").map((list) => list.title);
    expect(titles).toEqual([
      "Top priorities",
      "Monday, Mar 10",
      "Tuesday, Mar 11",
      "Wednesday, Mar 12",
      "Thursday, Mar 13",
      "Friday, Mar 14",
      "Saturday, Mar 15",
      "Sunday, Mar 16",
    ]);
    expect(monday.timeframe?.start).toBe("2025-03-10");
    const sunday = createPreset("weekly-to-do-list", { start: "2025-03-12", weekStart: "sunday" });
    const sundayLists = blocksOf(sunday, "interactive-list");
    expect(sundayLists[1]?.title).toBe("Sunday, Mar 9");
    expect(sundayLists[1]?.items[0]?.text).toBe("Meal prep for the week");
    expect(sunday.timeframe?.start).toBe("2025-03-09");
    // Saturday-first: Saturday's own errands come first.
    const saturday = createPreset("weekly-to-do-list", { start: "2025-03-12", weekStart: "saturday" });
    const saturdayLists = blocksOf(saturday, "interactive-list");
    expect(saturdayLists[1]).toMatchObject({
      title: "Saturday, Mar 8",
      items: [{ text: "Farmers' market" }, {}, {}],
    });
    expect(saturdayLists[7]?.title).toBe("Friday, Mar 14");
  });

  it("starts weeks where the locale does, unless asked otherwise", () => {
    expect(createPreset("weekly-to-do-list", { start: "2025-03-12" })).toMatchObject({
      weekStart: "sunday",
      timeframe: { start: "2025-03-09" },
      showWeekNumbers: false,
    });
    expect(createPreset("weekly-to-do-list", { start: "2025-03-12", locale: "en-GB" })).toMatchObject({
      weekStart: "monday",
      timeframe: { start: "2025-03-10" },
      showWeekNumbers: true,
    });
    expect(createPreset("monthly-calendar", { start: "2025-03-12", locale: "ar-EG" })).toMatchObject({
      weekStart: "saturday",
      showWeekNumbers: false,
    });
  });

  it("daily, cute and self-care checklists hold real tasks", () => {
    for (const slug of ["daily-checklist", "cute-checklist", "self-care-checklist"] as const) {
      const lists = blocksOf(createPreset(slug, { start: "2025-03-12" }), "interactive-list");
      const texts = lists.flatMap((list) => list.items.map((item) => item.text));
      expect(texts.length).toBeGreaterThanOrEqual(10);
      expect(texts.every((text) => text.length >= 5)).toBe(true);
    }
  });

  it("uses the requested locale for names", () => {
    const doc = createPreset("weekly-to-do-list", { start: "2025-03-12", locale: "de-DE" });
    expect(blocksOf(doc, "interactive-list")[1]?.title).toBe("Montag, 10. März");
    expect(doc.locale).toBe("de-DE");
    expectValid(doc);
  });
});
