import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/iso-date.ts";
import { setUndated } from "../operations/set-undated.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { formatHabitProgress, getHabitProgress } from "./habit-progress.ts";

const NOVEMBER = "2026-11-01";

/** A November habit tracker whose first habit is ticked on the given days of the month (1-based). */
function tracker(
  ticked: readonly number[],
  base: Checklist = createPreset("habit-tracker", { start: NOVEMBER }),
) {
  const grid = base.blocks[0] as IconFieldBlock;
  const [first, ...rest] = grid.rows;
  if (!first) throw new Error("no habit");
  const cells = first.cells.map((_, index) => (ticked.includes(index + 1) ? 1 : 0));
  const block: IconFieldBlock = { ...grid, rows: [{ ...first, cells }, ...rest] };
  return { doc: { ...base, blocks: [block, ...base.blocks.slice(1)] }, block };
}

function firstRow(ticked: readonly number[], today: string) {
  const { doc, block } = tracker(ticked);
  return getHabitProgress(doc, block, today)[0];
}

describe("getHabitProgress", () => {
  it("counts the streak ending today, or yesterday while today is not ticked yet", () => {
    expect(firstRow([20, 21, 22, 23], "2026-11-23")).toMatchObject({ streak: 4, total: 4, days: 30 });
    expect(firstRow([20, 21, 22, 23], "2026-11-24")).toMatchObject({ streak: 4 });
    expect(firstRow([20, 21, 22, 23], "2026-11-25")).toMatchObject({ streak: 0 });
    expect(firstRow([1, 2, 3, 10, 11], "2026-11-11")).toMatchObject({ streak: 2, total: 5 });
  });

  it("is not broken by a day not yet come, and stops where the period does", () => {
    expect(firstRow([22, 23, 28], "2026-11-23")).toMatchObject({ streak: 2, total: 3 });
    expect(firstRow([29, 30], "2026-12-01")).toMatchObject({ streak: 2 });
    expect(firstRow([29, 30], "2026-12-02")).toMatchObject({ streak: 0 });
    expect(firstRow([1, 2], "2026-10-31")).toMatchObject({ streak: 0, total: 2 });
  });

  it("reads a Date as the local calendar day", () => {
    const { doc, block } = tracker([20, 21]);
    expect(getHabitProgress(doc, block, new Date(2026, 10, 21, 23, 59))[0]?.streak).toBe(2);
  });

  it("gives an undated tracker totals only", () => {
    const undated = setUndated(createPreset("habit-tracker", { start: NOVEMBER }), { isUndated: true });
    const { doc, block } = tracker([1, 2, 3], undated);
    expect(getHabitProgress(doc, block, "2026-11-03")[0]).toMatchObject({ streak: null, total: 3, days: 31 });
    expect(formatHabitProgress({ rowId: "r1", streak: null, total: 3, days: 31 })).toBe("3 of 31");
  });

  it("counts moods filled in as days, one per row", () => {
    const mood = createPreset("mood-tracker", { start: NOVEMBER });
    const { doc, block } = tracker([4, 5], mood);
    const progress = getHabitProgress(doc, block, "2026-11-05");
    expect(progress.map((row) => row.rowId)).toEqual(block.rows.map((row) => row.id));
    expect(progress[0]).toMatchObject({ streak: 2, total: 2, days: 30 });
    expect(progress[1]).toMatchObject({ streak: 0, total: 0 });
  });

  it("reads as a person says it", () => {
    expect(formatHabitProgress({ rowId: "r1", streak: 4, total: 12, days: 30 })).toBe(
      "4-day streak · 12 of 30",
    );
    expect(formatHabitProgress({ rowId: "r1", streak: 0, total: 12, days: 30 })).toBe("12 of 30");
  });

  const cellsOf = fc.array(fc.boolean(), { minLength: 30, maxLength: 30 });
  const dayOf = fc.integer({ min: -3, max: 33 });

  /** The longest run of ticked days ending today or yesterday, the way a person counts it. */
  function countByHand(ticks: readonly boolean[], today: number): number {
    const runTo = (end: number) => {
      let run = 0;
      while (end - run >= 0 && end - run < ticks.length && ticks[end - run]) run++;
      return run;
    };
    return Math.max(runTo(today), runTo(today - 1));
  }

  it("agrees with counting by hand, and never counts a day to come", () => {
    fc.assert(
      fc.property(cellsOf, dayOf, fc.integer({ min: 0, max: 29 }), (ticks, day, later) => {
        const ticked = ticks.flatMap((isTicked, index) => (isTicked ? [index + 1] : []));
        const today = addDays(NOVEMBER, day);
        const progress = firstRow(ticked, today);
        expect(progress?.streak).toBe(countByHand(ticks, day));
        expect(progress?.total).toBe(ticked.length);
        expect(progress?.streak).toBeLessThanOrEqual(progress?.total ?? 0);
        // Ticking or unticking a day after today changes the total at most, never the streak.
        if (later > day) {
          const changed = ticked.includes(later + 1)
            ? ticked.filter((tick) => tick !== later + 1)
            : [...ticked, later + 1];
          expect(firstRow(changed, today)?.streak).toBe(progress?.streak);
        }
      }),
    );
  });
});
