import { describe, expect, it } from "vitest";
import { getCalendarOffset } from "../calendar/calendar-grid.ts";
import { paginate } from "../pagination/paginate.ts";
import { hasPeriod } from "../period/has-period.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { printedTexts } from "../text/printed-texts.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { getCalendarWeekNumbers } from "../view/calendar-week-numbers.ts";
import { getIconFieldDays } from "../view/icon-field-days.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { setCalendarTitle } from "./set-calendar-title.ts";
import { setUndated } from "./set-undated.ts";
import { shiftPeriod } from "./shift-period.ts";
import { toggleCalendarCell } from "./toggle-calendar-cell.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";

function grid(doc: Checklist): IconFieldBlock {
  const block = doc.blocks.find((candidate) => candidate.kind === "icon-field");
  if (block?.kind !== "icon-field") throw new Error("no habit grid");
  return block;
}

const undated = (doc: Checklist) => setUndated(doc, { isUndated: true });

describe("setUndated", () => {
  it("prints a month view as six weeks of boxes under the weekday names, with blanks for the dates", () => {
    const november = createPreset("monthly-calendar", { start: "2026-11-26", locale: "en-GB" });
    const blank = undated(november);
    expect(blank.isUndated).toBe(true);
    expect(blank.timeframe).toEqual(november.timeframe);
    expect(blank.calendar).toMatchObject({
      totalItemCount: 42,
      itemCountInOneComponent: 7,
      itemCountInLastComponent: 7,
    });
    expect(getCalendarOffset(blank.calendar, blank)).toBe(0);
    expect(getCalendarCells(blank)[0]).toMatchObject({ date: null, dateLabel: "", isDateBlank: true });
    expect(getCalendarWeekNumbers(blank)).toEqual([]);
    expect(toPrintedDocument(blank).headline).toBe("Month: ________________");
    expect(printedTexts(blank)).not.toContain("November 2026");
    const rows = paginate(blank).pages[0]?.pieces.find((piece) => piece.kind === "calendar")?.rows ?? [];
    expect(rows.map((row) => row.type)).toEqual([
      "weekdays",
      ...Array.from({ length: 6 }, () => "calendar-row"),
    ]);
    expect(hasPeriod(blank)).toBe(false);
    expectValid(blank);
  });

  it("numbers a habit grid 1 to 31 without weekday letters, weekend tints or dates", () => {
    const blank = undated(createPreset("habit-tracker", { start: "2026-11-26" }));
    expect(grid(blank).days).toBe(31);
    const days = getIconFieldDays(blank, grid(blank));
    expect(days.map((day) => day.label)).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
    expect(
      days.every((day) => day.weekday === "" && !day.isWeekend && !day.isWeekStart && day.date === null),
    ).toBe(true);
    expect(days[30]?.name).toBe("Day 31");
    expectValid(blank);
  });

  it("gives a weekly sheet's day lists and date label blanks to write on", () => {
    const week = createPreset("weekly-to-do-list", { start: "2026-11-26" });
    const printed = toPrintedDocument(undated(week));
    expect(printed.headline).toBe("Week of: ________________");
    const titles = printed.blocks.flatMap((block) =>
      block.kind === "interactive-list" ? [block.title] : [],
    );
    expect(titles).toEqual(["Top priorities", ...Array.from({ length: 7 }, () => "Day: ________________")]);
    expect(
      toPrintedDocument(undated(createPreset("daily-checklist", { start: "2026-11-26" }))).headline,
    ).toBe("Date: ________________");
    expect(
      toPrintedDocument(undated(createPreset("30-day-challenge", { start: "2026-11-26" }))).headline,
    ).toBe("From ________________ to ________________");
  });

  it("keeps what the person wrote", () => {
    const week = createPreset("weekly-to-do-list", { start: "2026-11-26" });
    const written = { ...week, headline: "Sprint 12" };
    expect(toPrintedDocument(undated(written)).headline).toBe("Sprint 12");
    const calendar = setCalendarTitle(createPreset("monthly-calendar", { start: "2026-11-26" }), {
      index: 14,
      title: "Dentist",
    });
    expect(undated(calendar).calendar.titles[14]).toBe("Dentist");
  });

  it("switches back to the dates it kept, ticks and all, for every design", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      const doc = createPreset(type, { start: "2026-11-26" });
      expect(setUndated(undated(doc), { isUndated: false }), type).toEqual(doc);
    }
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    const rowId = grid(tracker).rows[0]?.id ?? "";
    const ticked = toggleIconCell(tracker, { rowId, day: 29 });
    expect(setUndated(undated(ticked), { isUndated: false })).toEqual(ticked);
    const month = toggleCalendarCell(createPreset("monthly-calendar", { start: "2026-11-26" }), {
      index: 29,
    });
    expect(setUndated(undated(month), { isUndated: false })).toEqual(month);
  });

  it("moves the period it keeps, to be found when switching back", () => {
    const blank = shiftPeriod(undated(createPreset("habit-tracker", { start: "2026-11-26" })), { by: 1 });
    expect(grid(blank).days).toBe(31);
    expect(toPrintedDocument(blank).headline).toBe("Month: ________________");
    const december = setUndated(blank, { isUndated: false });
    expect([december.headline, grid(december).days]).toEqual(["December 2026", 31]);
    const february = setUndated(shiftPeriod(shiftPeriod(blank, { by: 1 }), { by: 1 }), { isUndated: false });
    expect([february.headline, grid(february).days]).toEqual(["February 2027", 28]);
    expectValid(february);
  });

  it("leaves a sheet without dates, and no change, alone", () => {
    const doc = createListDoc(["A"]);
    expect(undated(doc)).toBe(doc);
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    expect(setUndated(tracker, { isUndated: false })).toBe(tracker);
    expect(setUndated(tracker, { isUndated: "yes" as unknown as boolean })).toBe(tracker);
  });
});
