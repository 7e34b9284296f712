import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { expectValid } from "../test/fixtures.ts";
import { editBlock } from "./edit-block.ts";
import { resetProgress } from "./reset-progress.ts";
import { toggleCalendarCell } from "./toggle-calendar-cell.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";
import { toggleItem } from "./toggle-item.ts";

describe("resetProgress", () => {
  it("unticks items, cells and days and empties answers", () => {
    const challenge = createPreset("30-day-challenge", { start: "2025-03-01" });
    const listId =
      challenge.blocks[2]?.kind === "interactive-list" ? (challenge.blocks[2].items[0]?.id ?? "") : "";
    const used = editBlock(toggleCalendarCell(toggleItem(challenge, { itemId: listId }), { index: 0 }), {
      blockId: challenge.blocks[0]?.id ?? "",
      changes: { value: "Run 5 km" },
    });
    const reset = resetProgress(used);
    expect(reset.calendar.checkedCells).toEqual([]);
    expect(reset.blocks[0]).toMatchObject({ value: "" });
    expect(
      reset.blocks[2]?.kind === "interactive-list" && reset.blocks[2].items.every((item) => !item.isChecked),
    ).toBe(true);
    expectValid(reset);

    const tracker = createPreset("habit-tracker", { start: "2025-03-01" });
    const rowId = tracker.blocks[0]?.kind === "icon-field" ? (tracker.blocks[0].rows[0]?.id ?? "") : "";
    const cleared = resetProgress(toggleIconCell(tracker, { rowId, day: 3 }));
    expect(
      cleared.blocks[0]?.kind === "icon-field" && cleared.blocks[0].rows[0]?.cells.every((v) => v === 0),
    ).toBe(true);
  });
});
