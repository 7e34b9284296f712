import { describe, expect, it } from "vitest";
import { editBlock } from "../operations/edit-block.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { toggleIconCell } from "../operations/toggle-icon-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import { createPreset } from "../templates/create-preset.ts";
import { answerField, checklistBlock, printedList, sectionHeader } from "../templates/preset-builder.ts";
import { createDoc } from "../test/fixtures.ts";
import { toPlainText } from "./to-plain-text.ts";

describe("toPlainText", () => {
  it("writes title, sections, tick boxes and sub-items", () => {
    const doc = createDoc(
      (ids) => [
        sectionHeader(ids, "Morning"),
        checklistBlock(ids, "", "square", [{ text: "Pack", children: ["Passport"] }, "Tea"]),
        printedList(ids, "Steps", "number", ["One", "Two"]),
        answerField(ids, "Notes", 2),
      ],
      { headline: "Trip", header: { style: 1, showTitle: true, showHeadline: true } },
    );
    const ticked = editBlock(toggleItem(doc, { itemId: "i4" }), {
      blockId: "b9",
      changes: { value: "Bring snacks" },
    });
    expect(toPlainText(ticked)).toBe(
      [
        "My Title",
        "Trip",
        "",
        "Morning",
        "",
        "[x] Pack",
        "  [x] Passport",
        "[ ] Tea",
        "",
        "Steps",
        "1. One",
        "2. Two",
        "",
        "Notes",
        "Bring snacks",
        "",
      ].join("\n"),
    );
  });

  it("summarises habits and moods and lists calendar days", () => {
    const habits = toggleIconCell(createPreset("habit-tracker", { start: "2025-03-01" }), {
      rowId: "r2",
      day: 0,
    });
    expect(toPlainText(habits)).toContain("- Drink 8 glasses of water: 1/31");
    const moods = toggleIconCell(createPreset("mood-tracker", { start: "2025-02-01" }), {
      rowId: "r2",
      day: 1,
    });
    const text = toPlainText(moods);
    expect(text).toContain("Legend: ★ Great, ● Good, ◐ Okay, ▼ Low, ! Stressed");
    expect(text).toContain(`- Morning: · ★${" ·".repeat(26)}`);
    const challenge = toggleCalendarCell(createPreset("30-day-challenge", { start: "2025-03-01" }), {
      index: 0,
    });
    expect(toPlainText(challenge)).toContain("[x] Mar 1 Day 1 · 20 squats");
  });
});
