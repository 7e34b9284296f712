import { describe, expect, it } from "vitest";
import { readStoredTicks } from "./stored-ticks.ts";

describe("readStoredTicks", () => {
  it("reads the ticks this page stored", () => {
    const ticks = [
      { kind: "item", itemId: "i4", isChecked: true },
      { kind: "icon-cell", rowId: "r2", day: 3, value: 1 },
      { kind: "calendar-cell", index: 9, isChecked: true },
      { kind: "field", blockId: "b7", value: "Sunshine" },
    ];
    expect(readStoredTicks(JSON.stringify(ticks))).toEqual(ticks);
  });

  it("leaves out whatever is not a tick the document could take, and keeps the rest", () => {
    const stored = JSON.stringify([
      { kind: "item", itemId: "i4" },
      { kind: "icon-cell", rowId: "r2", day: 400, value: 1 },
      { kind: "calendar-cell", index: "9", isChecked: true },
      { kind: "field", blockId: "b7", value: { html: "<b>" } },
      { kind: "explode" },
      "item:i4",
      null,
      { kind: "item", itemId: "i5", isChecked: false },
    ]);
    expect(readStoredTicks(stored)).toEqual([{ kind: "item", itemId: "i5", isChecked: false }]);
  });

  it("reads nothing from nothing, from a stored value that is not a list, or from broken JSON", () => {
    expect(readStoredTicks(null)).toEqual([]);
    expect(readStoredTicks('{"kind":"item"}')).toEqual([]);
    expect(readStoredTicks("[{")).toEqual([]);
  });
});
