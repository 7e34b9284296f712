import { describe, expect, it } from "vitest";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { blankCopy, clearSampleItems } from "./clear-sample-items.ts";
import { editBlock } from "./edit-block.ts";
import { toggleCalendarCell } from "./toggle-calendar-cell.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";
import { toggleItem } from "./toggle-item.ts";

function rowTexts(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) => {
    if (block.kind === "icon-field") return block.rows.map((row) => row.text);
    if (block.kind === "list" || block.kind === "interactive-list")
      return block.items.map((item) => item.text);
    return [];
  });
}

describe("clearSampleItems", () => {
  it("empties every item and habit, keeping the rows as blank lines", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    const cleared = clearSampleItems(tracker);
    expect(rowTexts(cleared).every((text) => text === "")).toBe(true);
    expect(rowTexts(cleared)).toHaveLength(rowTexts(tracker).length);
    expect(cleared.blocks.map((block) => block.id)).toEqual(tracker.blocks.map((block) => block.id));
    expect(cleared.blocks.map((block) => ("title" in block ? block.title : ""))).toEqual(
      tracker.blocks.map((block) => ("title" in block ? block.title : "")),
    );
    expectValid(cleared);
  });

  it("keeps sub-items indented and drops their ticks, and the habits' ticks", () => {
    const doc = toggleItem(createListDoc(["Pack", { text: "Tickets", children: ["Print them"] }]), {
      itemId: "i3",
    });
    expect(describeItems(clearSampleItems(doc))).toEqual(["", "", "  "]);
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    const grid = tracker.blocks[0];
    const rowId = grid?.kind === "icon-field" ? (grid.rows[0]?.id ?? "") : "";
    const cleared = clearSampleItems(toggleIconCell(tracker, { rowId, day: 1 }));
    expect(cleared.blocks[0]).toMatchObject({
      rows: expect.arrayContaining([{ id: rowId, text: "", cells: expect.any(Array) }]),
    });
    expect(cleared).toEqual(clearSampleItems(tracker));
  });

  it("keeps prompts, answers, calendar titles and marks; does nothing twice", () => {
    const challenge = toggleCalendarCell(createPreset("30-day-challenge", { start: "2026-11-26" }), {
      index: 2,
    });
    const answerId = challenge.blocks[0]?.id ?? "";
    const answered = editBlock(challenge, { blockId: answerId, changes: { value: "Ten push-ups" } });
    const cleared = clearSampleItems(answered);
    expect(cleared.calendar).toEqual(answered.calendar);
    expect(cleared.blocks[0]).toEqual(answered.blocks[0]);
    expect(clearSampleItems(cleared)).toBe(cleared);
  });

  it("leaves every preset valid", () => {
    for (const type of TEMPLATE_TYPE_SLUGS)
      expectValid(clearSampleItems(createPreset(type, { start: "2026-11-26" })));
  });
});

describe("blankCopy", () => {
  it("is the design with nothing of anyone's in it", () => {
    const challenge = toggleCalendarCell(createPreset("30-day-challenge", { start: "2026-11-26" }), {
      index: 2,
    });
    const answered = editBlock(challenge, {
      blockId: challenge.blocks[0]?.id ?? "",
      changes: { value: "Run" },
    });
    const blank = blankCopy(answered);
    expect(blank.calendar.checkedCells).toEqual([]);
    expect(blank.blocks[0]).toMatchObject({ value: "" });
    expect(rowTexts(blank).every((text) => text === "")).toBe(true);
    expect(blank.calendar.titles).toEqual(challenge.calendar.titles);
    expect(blank.timeframe).toEqual(challenge.timeframe);
    expectValid(blank);
  });
});
