import { describe, expect, it } from "vitest";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { rollOver } from "./roll-over.ts";
import { setTimeframe } from "./set-timeframe.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";
import { toggleItem } from "./toggle-item.ts";

function habits(doc: ReturnType<typeof createPreset>): IconFieldBlock | undefined {
  const block = doc.blocks[0];
  return block?.kind === "icon-field" ? block : undefined;
}

describe("rollOver", () => {
  it("moves a habit tracker to the next month: same habits, new dates, nothing ticked", () => {
    const january = createPreset("habit-tracker", { start: "2024-01-01" });
    const rowId = habits(january)?.rows[0]?.id ?? "";
    const february = rollOver(toggleIconCell(january, { rowId, day: 0 }));
    expect(february.timeframe).toEqual({ start: "2024-02-01", unit: "month", count: 1 });
    expect(february.headline).toBe("February 2024");
    expect(habits(february)?.days).toBe(29);
    expect(habits(february)?.rows.map((row) => row.text)).toEqual(
      habits(january)?.rows.map((row) => row.text),
    );
    expect(habits(february)?.rows.every((row) => row.cells.every((value) => value === 0))).toBe(true);
    expectValid(february);
    expect(habits(rollOver(february))?.days).toBe(31);
  });

  it("moves a monthly calendar on, re-aligning the first weekday", () => {
    const march = createPreset("monthly-calendar", { start: "2025-03-01", weekStart: "monday" });
    const april = rollOver(march);
    expect(april.calendar).toMatchObject({ totalItemCount: 30, itemCountInLastComponent: 3 });
    expectValid(april);
  });

  it("moves a week, a day and a 30-day challenge by their own length", () => {
    const week = rollOver(createPreset("weekly-to-do-list", { start: "2025-12-31", weekStart: "monday" }));
    expect(week.timeframe?.start).toBe("2026-01-05");
    const day = rollOver(createPreset("daily-checklist", { start: "2024-02-28" }));
    expect(day.headline).toBe("Thursday, February 29, 2024");
    const challenge = rollOver(createPreset("30-day-challenge", { start: "2025-03-15" }));
    expect(challenge.timeframe?.start).toBe("2025-04-14");
    expect(challenge.calendar.titles[0]).toBe("Day 1 · 20 squats");
    for (const doc of [week, day, challenge]) expectValid(doc);
  });

  it("moves the dated day lists of a week on, and keeps a list the person renamed", () => {
    const week = createPreset("weekly-to-do-list", { start: "2026-11-23", weekStart: "monday" });
    const titles = (doc: typeof week) =>
      doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? [block.title] : []));
    expect(titles(week).slice(1, 3)).toEqual(["Monday, Nov 23", "Tuesday, Nov 24"]);
    const renamed = {
      ...week,
      blocks: week.blocks.map((block) =>
        block.kind === "interactive-list" && block.title === "Tuesday, Nov 24"
          ? { ...block, title: "Errands" }
          : block,
      ),
    };
    expect(titles(rollOver(renamed)).slice(0, 4)).toEqual([
      "Top priorities",
      "Monday, Nov 30",
      "Errands",
      "Wednesday, Dec 2",
    ]);
  });

  it("only unticks an undated sheet, and stops at the last supported date", () => {
    const doc = toggleItem(createListDoc(["A"]), { itemId: "i2" });
    expect(describeItems(rollOver(doc))).toEqual(["A"]);
    const last = setTimeframe(createListDoc([]), {
      timeframe: { start: "2199-12-01", unit: "month", count: 1 },
    });
    expect(rollOver(last).timeframe?.start).toBe("2199-12-01");
  });
});
