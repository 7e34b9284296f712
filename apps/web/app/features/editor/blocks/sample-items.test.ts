import { clearSampleItems, createChecklist, createPreset } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { describeClearedItems, hasSampleItems } from "./sample-items.ts";

describe("sample items", () => {
  const tracker = createPreset("habit-tracker", { start: "2026-11-26" });

  it("are there in a template with texts, and gone once cleared", () => {
    expect(hasSampleItems(tracker)).toBe(true);
    expect(hasSampleItems(clearSampleItems(tracker))).toBe(false);
    expect(hasSampleItems(createChecklist())).toBe(false);
  });

  it("are counted by the rows that had a text: the tracker's habits and its list's items", () => {
    expect(describeClearedItems(tracker)).toBe(
      "Sample items cleared: 15 rows left as blank lines to write on. Undo brings them back.",
    );
  });
});
