import { describe, expect, it } from "vitest";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { editBlock } from "./edit-block.ts";
import { nextPeriodCopy } from "./next-period-copy.ts";
import { setTitle } from "./set-title.ts";
import { setUndated } from "./set-undated.ts";
import { toggleCalendarCell } from "./toggle-calendar-cell.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";
import { toggleItem } from "./toggle-item.ts";

function habits(doc: Checklist): IconFieldBlock {
  const block = doc.blocks[0];
  if (block?.kind !== "icon-field") throw new Error("no habit grid");
  return block;
}

function listTitles(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? [block.title] : []));
}

/** Index of a block in the document, to find it in the copy. */
function indexOf(doc: Checklist, kind: Checklist["blocks"][number]["kind"]): number {
  return doc.blocks.findIndex((block) => block.kind === kind);
}

describe("nextPeriodCopy", () => {
  it("copies a habit tracker into the next month: same habits, new dates, nothing ticked", () => {
    const january = createPreset("habit-tracker", { start: "2024-01-01" });
    const rowId = habits(january).rows[0]?.id ?? "";
    const february = nextPeriodCopy(toggleIconCell(january, { rowId, day: 0 }), { carryUnfinished: false });
    expect(february.timeframe).toEqual({ start: "2024-02-01", unit: "month", count: 1 });
    expect(february.headline).toBe("February 2024");
    expect(habits(february).days).toBe(29);
    expect(habits(february).rows.map((row) => row.text)).toEqual(habits(january).rows.map((row) => row.text));
    expect(habits(february).rows.every((row) => row.cells.every((value) => value === 0))).toBe(true);
    expectValid(february);
    expect(habits(nextPeriodCopy(february, { carryUnfinished: false })).days).toBe(31);
  });

  it("copies a monthly calendar without its marks, re-aligning the first weekday", () => {
    const march = toggleCalendarCell(
      createPreset("monthly-calendar", { start: "2025-03-01", weekStart: "monday" }),
      {
        index: 4,
      },
    );
    const april = nextPeriodCopy(march, { carryUnfinished: false });
    expect(april.calendar).toMatchObject({
      totalItemCount: 30,
      itemCountInLastComponent: 3,
      checkedCells: [],
    });
    expectValid(april);
  });

  it("moves a week, a day and a 30-day challenge by their own length", () => {
    const next = (doc: Checklist) => nextPeriodCopy(doc, { carryUnfinished: false });
    const week = next(createPreset("weekly-to-do-list", { start: "2025-12-31", weekStart: "monday" }));
    expect(week.timeframe?.start).toBe("2026-01-05");
    const day = next(createPreset("daily-checklist", { start: "2024-02-28" }));
    expect(day.headline).toBe("Thursday, February 29, 2024");
    const challenge = next(createPreset("30-day-challenge", { start: "2025-03-15" }));
    expect(challenge.timeframe?.start).toBe("2025-04-14");
    expect(challenge.calendar.titles[0]).toBe("Day 1 · 20 squats");
    const journal = createPreset("gratitude-journal", { start: "2026-11-26" });
    const answered = editBlock(journal, { blockId: journal.blocks[0]?.id ?? "", changes: { value: "Sun" } });
    expect(next(answered).blocks[0]).toMatchObject({ kind: "interactive-text-field", value: "" });
    for (const doc of [week, day, challenge]) expectValid(doc);
  });

  it("moves the dated day lists of a week on, and keeps a list the person renamed", () => {
    const week = createPreset("weekly-to-do-list", { start: "2026-11-23", weekStart: "monday" });
    expect(listTitles(week).slice(1, 3)).toEqual(["Monday, Nov 23", "Tuesday, Nov 24"]);
    const renamed = {
      ...week,
      blocks: week.blocks.map((block) =>
        block.kind === "interactive-list" && block.title === "Tuesday, Nov 24"
          ? { ...block, title: "Errands" }
          : block,
      ),
    };
    expect(listTitles(nextPeriodCopy(renamed, { carryUnfinished: false })).slice(0, 4)).toEqual([
      "Top priorities",
      "Monday, Nov 30",
      "Errands",
      "Wednesday, Dec 2",
    ]);
  });

  it("carries the unfinished items over, or every item, unticked", () => {
    const doc = setTitle(
      createListDoc(["Done", { text: "Half done", children: ["Sub done", "Sub open"] }, "Open"]),
      { text: "November chores" },
    );
    const dated = { ...doc, timeframe: { start: "2026-11-01", unit: "month", count: 1 } as const };
    const ticked = toggleItem(toggleItem(dated, { itemId: "i2" }), { itemId: "i4" });
    expect(describeItems(ticked)).toEqual(["[x] Done", "Half done", "  [x] Sub done", "  Sub open", "Open"]);
    const carried = nextPeriodCopy(ticked, { carryUnfinished: true });
    expect(describeItems(carried)).toEqual(["Half done", "  Sub open", "Open"]);
    expect(carried.title.text).toBe("December chores");
    expectValid(carried);
    expect(describeItems(nextPeriodCopy(ticked, { carryUnfinished: false }))).toEqual([
      "Done",
      "Half done",
      "  Sub done",
      "  Sub open",
      "Open",
    ]);
    const allDone = toggleItem(toggleItem(toggleItem(dated, { itemId: "i2" }), { itemId: "i3" }), {
      itemId: "i6",
    });
    expect(describeItems(nextPeriodCopy(allDone, { carryUnfinished: true }))).toEqual([]);
  });

  it("keeps every block kind of a dated sheet, cleared", () => {
    const tracker = createPreset("mood-tracker", { start: "2026-11-26" });
    const rowId = habits(tracker).rows[0]?.id ?? "";
    const copy = nextPeriodCopy(toggleIconCell(tracker, { rowId, day: 2 }), { carryUnfinished: true });
    expect(copy.blocks.map((block) => block.kind)).toEqual(tracker.blocks.map((block) => block.kind));
    expect(habits(copy).legend).toEqual(habits(tracker).legend);
    expect(copy.blocks[indexOf(copy, "interactive-list")]).toEqual({
      ...tracker.blocks[indexOf(tracker, "interactive-list")],
    });
  });

  it("refuses a sheet with no period, and the last supported date, clearly", () => {
    const undated = setUndated(createPreset("habit-tracker", { start: "2026-11-26" }), { isUndated: true });
    expect(() => nextPeriodCopy(undated, { carryUnfinished: false })).toThrow(
      new RangeError("An undated checklist has no next period."),
    );
    expect(() => nextPeriodCopy(createListDoc(["A"]), { carryUnfinished: true })).toThrow(RangeError);
    const last = createPreset("habit-tracker", { start: "2199-12-01" });
    expect(() => nextPeriodCopy(last, { carryUnfinished: false })).toThrow(
      "This checklist's next period is past the last supported date.",
    );
  });
});
