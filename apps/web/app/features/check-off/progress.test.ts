import { createPreset, toggleCalendarCell, toggleItem } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { countProgress } from "./progress.ts";

const START = { start: "2026-03-02" };

describe("countProgress", () => {
  it("counts a 30-day challenge's days", () => {
    const challenge = createPreset("30-day-challenge", START);
    const before = countProgress(challenge);
    const after = countProgress(
      toggleCalendarCell(toggleCalendarCell(challenge, { index: 0 }), { index: 1 }),
    );
    expect(after.total).toBe(before.total);
    expect(after.done).toBe(before.done + 2);
    expect(before.total).toBeGreaterThanOrEqual(30);
  });

  it("counts sub-items, not their parent, so ticking a parent adds its sub-items", () => {
    const daily = createPreset("daily-checklist", START);
    const list = daily.blocks.find(
      (block) => block.kind === "interactive-list" && block.items.some((item) => item.depth === 2),
    );
    if (list?.kind !== "interactive-list") throw new Error("no list with sub-items");
    const parentIndex = list.items.findIndex((_, i) => list.items[i + 1]?.depth === 2);
    const parent = list.items[parentIndex];
    if (!parent) throw new Error("no parent");
    let children = 0;
    for (let i = parentIndex + 1; list.items[i]?.depth === 2; i++) children += 1;
    const before = countProgress(daily);
    expect(countProgress(toggleItem(daily, { itemId: parent.id })).done).toBe(before.done + children);
  });
});
