import { describe, expect, it } from "vitest";
import { editBlock } from "../operations/edit-block.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { toggleIconCell } from "../operations/toggle-icon-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { applyTick } from "./apply-tick.ts";
import { deriveTicks } from "./derive-ticks.ts";

const START = { start: "2026-03-02" };

/** The first parent with sub-items in a list of the document. */
function family(doc: Checklist) {
  for (const block of doc.blocks) {
    if (block.kind !== "interactive-list") continue;
    const index = block.items.findIndex((item, i) => item.depth === 1 && block.items[i + 1]?.depth === 2);
    if (index === -1) continue;
    const parent = block.items[index];
    const children = block.items
      .slice(index + 1)
      .filter((_, i, rest) => rest.slice(0, i + 1).every((c) => c.depth === 2));
    if (parent) return { parent, children };
  }
  throw new Error("no parent with sub-items");
}

describe("deriveTicks", () => {
  const daily = createPreset("daily-checklist", START);

  it("sends one item tick for a plain item", () => {
    const { children } = family(daily);
    const child = children[0];
    if (!child) throw new Error("no child");
    const after = toggleItem(daily, { itemId: child.id });
    expect(deriveTicks(daily, after)).toEqual([{ kind: "item", itemId: child.id, isChecked: true }]);
  });

  it("sends the parent alone when ticking it ticks its sub-items", () => {
    const { parent } = family(daily);
    const after = toggleItem(daily, { itemId: parent.id });
    expect(deriveTicks(daily, after)).toEqual([{ kind: "item", itemId: parent.id, isChecked: true }]);
  });

  it("sends the sub-item, not its parent, when unticking one sub-item unticks the parent", () => {
    const { parent, children } = family(daily);
    const allDone = toggleItem(daily, { itemId: parent.id });
    const child = children[0];
    if (!child) throw new Error("no child");
    const after = toggleItem(allDone, { itemId: child.id });
    const ticks = deriveTicks(allDone, after);
    expect(ticks).toEqual([{ kind: "item", itemId: child.id, isChecked: false }]);
    expect(applyTick(allDone, ticks[0] as never)).toEqual(after);
  });

  it("reads icon cells, calendar cells and answers", () => {
    const habits = createPreset("habit-tracker", START);
    const field = habits.blocks.find((block) => block.kind === "icon-field");
    if (field?.kind !== "icon-field" || !field.rows[0]) throw new Error("no icon field");
    const rowId = field.rows[0].id;
    expect(deriveTicks(habits, toggleIconCell(habits, { rowId, day: 4 }))).toEqual([
      { kind: "icon-cell", rowId, day: 4, value: 1 },
    ]);

    const challenge = createPreset("30-day-challenge", START);
    expect(deriveTicks(challenge, toggleCalendarCell(challenge, { index: 2 }))).toEqual([
      { kind: "calendar-cell", index: 2, isChecked: true },
    ]);

    const journal = createPreset("gratitude-journal", START);
    const prompt = journal.blocks.find((block) => block.kind === "interactive-text-field");
    if (!prompt) throw new Error("no answer field");
    const answered = editBlock(journal, { blockId: prompt.id, changes: { value: "Sunshine" } });
    expect(deriveTicks(journal, answered)).toEqual([
      { kind: "field", blockId: prompt.id, value: "Sunshine" },
    ]);
  });

  it("sends nothing when nothing a person ticks has changed", () => {
    expect(deriveTicks(daily, daily)).toEqual([]);
  });
});
