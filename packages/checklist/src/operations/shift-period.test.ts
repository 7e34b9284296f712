import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, toIsoDate, WEEK_STARTS } from "../calendar/iso-date.ts";
import { countTimeframeDays } from "../calendar/timeframe.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setHeadline } from "./set-headline.ts";
import { setTitle } from "./set-title.ts";
import { shiftPeriod } from "./shift-period.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";

function grid(doc: Checklist): IconFieldBlock {
  const block = doc.blocks.find((candidate) => candidate.kind === "icon-field");
  if (block?.kind !== "icon-field") throw new Error("no habit grid");
  return block;
}

function listTitles(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? [block.title] : []));
}

describe("shiftPeriod", () => {
  it("moves a month on: headline, day columns and month view follow", () => {
    const november = createPreset("habit-tracker", { start: "2026-11-26" });
    const december = shiftPeriod(november, { by: 1 });
    expect(december.timeframe).toEqual({ start: "2026-12-01", unit: "month", count: 1 });
    expect(december.headline).toBe("December 2026");
    expect(grid(december).days).toBe(31);
    expectValid(december);
    const calendar = shiftPeriod(createPreset("monthly-calendar", { start: "2026-11-26" }), { by: 1 });
    // Sunday-first December 2026 starts on a Tuesday: two blanks, 31 days, so 5 rows with 5 in the last.
    expect(calendar.calendar).toMatchObject({ totalItemCount: 31, itemCountInLastComponent: 5 });
    expect(calendar.headline).toBe("December 2026");
    expectValid(calendar);
  });

  it("crosses the year's turn both ways and knows leap years", () => {
    const december = createPreset("habit-tracker", { start: "2027-12-05" });
    const january = shiftPeriod(december, { by: 1 });
    expect([january.timeframe?.start, january.headline]).toEqual(["2028-01-01", "January 2028"]);
    const february = shiftPeriod(january, { by: 1 });
    expect(grid(february).days).toBe(29);
    expect(grid(shiftPeriod(shiftPeriod(february, { by: 1 }), { by: -1 })).days).toBe(29);
    expect(
      grid(shiftPeriod(createPreset("habit-tracker", { start: "2027-02-10" }), { by: 0 as 1 })).days,
    ).toBe(28);
    expect(shiftPeriod(january, { by: -1 }).timeframe?.start).toBe("2027-12-01");
    const week = createPreset("weekly-to-do-list", { start: "2026-12-30", weekStart: "monday" });
    const next = shiftPeriod(week, { by: 1 });
    expect(next.timeframe?.start).toBe("2027-01-04");
    expect(listTitles(next).slice(1, 3)).toEqual(["Monday, Jan 4", "Tuesday, Jan 5"]);
    const day = shiftPeriod(createPreset("daily-checklist", { start: "2028-02-28" }), { by: 1 });
    expect(day.headline).toBe("Tuesday, February 29, 2028");
    expect(shiftPeriod(day, { by: 1 }).headline).toBe("Wednesday, March 1, 2028");
  });

  it("moves by calendar days, whatever daylight saving does to the clock", () => {
    // Europe moves its clocks on 29 March and 25 October 2026, the United States on 8 March and 1 November.
    const weeks = ["2026-03-02", "2026-03-23", "2026-10-19", "2026-10-26"].map((start) =>
      shiftPeriod(createPreset("weekly-to-do-list", { start, weekStart: "monday" }), { by: 1 }),
    );
    expect(weeks.map((doc) => doc.timeframe?.start)).toEqual([
      "2026-03-09",
      "2026-03-30",
      "2026-10-26",
      "2026-11-02",
    ]);
    const days = ["2026-03-28", "2026-03-29", "2026-10-24", "2026-10-31", "2026-11-01"].map(
      (start) => shiftPeriod(createPreset("daily-checklist", { start }), { by: 1 }).timeframe?.start,
    );
    expect(days).toEqual(["2026-03-29", "2026-03-30", "2026-10-25", "2026-11-01", "2026-11-02"]);
    // Today is the local calendar day at any hour of a day whose clock jumps.
    for (const hour of [0, 1, 2, 3, 12, 23]) {
      expect(toIsoDate(new Date(2026, 2, 29, hour, 30))).toBe("2026-03-29");
      expect(toIsoDate(new Date(2026, 10, 1, hour, 30))).toBe("2026-11-01");
    }
  });

  it("keeps what the person wrote, ticks included, and renames a title that names the period", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-11-01" });
    const rowId = grid(tracker).rows[0]?.id ?? "";
    const written = setHeadline(toggleIconCell(tracker, { rowId, day: 3 }), { text: "Getting fit" });
    const titled = setTitle(written, { text: "November habits" });
    const moved = shiftPeriod(titled, { by: 1 });
    expect(moved.headline).toBe("Getting fit");
    expect(moved.title.text).toBe("December habits");
    expect(grid(moved).rows[0]?.cells[3]).toBe(1);
  });

  it("leaves a sheet without dates, an unknown step and the edge of the supported years alone", () => {
    const doc = createListDoc(["A"]);
    expect(shiftPeriod(doc, { by: 1 })).toBe(doc);
    const tracker = createPreset("habit-tracker", { start: "2026-11-01" });
    expect(shiftPeriod(tracker, { by: 2 as 1 })).toBe(tracker);
    const last = createPreset("habit-tracker", { start: "2199-12-01" });
    expect(shiftPeriod(last, { by: 1 })).toBe(last);
    const first = createPreset("daily-checklist", { start: "1900-01-01" });
    expect(shiftPeriod(first, { by: -1 })).toBe(first);
  });

  const starts = fc.integer({ min: 400, max: 108_000 }).map((days) => addDays("1900-01-01", days));

  it("comes back where it started, a whole period away, for every design and date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATE_TYPE_SLUGS),
        starts,
        fc.constantFrom(...WEEK_STARTS),
        (slug, start, weekStart) => {
          const doc = createPreset(slug, { start, weekStart });
          const next = shiftPeriod(doc, { by: 1 });
          expect(shiftPeriod(next, { by: -1 })).toEqual(doc);
          if (!doc.timeframe || !next.timeframe) return;
          // The next period starts the day after this one ends.
          expect(daysBetween(doc.timeframe.start, next.timeframe.start)).toBe(
            countTimeframeDays(doc.timeframe),
          );
          if (doc.timeframe.unit === "month") expect(next.timeframe.start.slice(8)).toBe("01");
          const days = doc.blocks.find((block) => block.kind === "icon-field");
          if (days?.kind === "icon-field" && doc.timeframe.unit === "month")
            expect(grid(next).days).toBe(countTimeframeDays(next.timeframe));
          expectValid(next);
        },
      ),
      { numRuns: 60 },
    );
  });
});
