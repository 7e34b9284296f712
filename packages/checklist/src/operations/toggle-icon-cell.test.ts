import { describe, expect, it } from "vitest";
import type { Checklist } from "../schema/checklist-schema.ts";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc } from "../test/fixtures.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";

function cellsOf(doc: Checklist): readonly number[] {
  return doc.blocks[0]?.kind === "icon-field" ? (doc.blocks[0].rows[0]?.cells ?? []) : [];
}

describe("toggleIconCell", () => {
  it("flips a habit day between done and not done", () => {
    const doc = createDoc((ids) => [iconField(ids, { title: "", icon: "circle", days: 2, rows: ["Read"] })]);
    const once = toggleIconCell(doc, { rowId: "r2", day: 0 });
    expect(cellsOf(once)).toEqual([1, 0]);
    expect(cellsOf(toggleIconCell(once, { rowId: "r2", day: 0 }))).toEqual([0, 0]);
  });

  it("cycles through the moods of a legend, then back to empty", () => {
    const legend = [
      { symbol: "★", label: "Great", color: "F2B233" },
      { symbol: "☁", label: "Low", color: "6C8EBF" },
    ];
    let doc = createDoc((ids) => [
      iconField(ids, { title: "", icon: "circle", days: 1, legend, rows: ["Mood"] }),
    ]);
    const seen = [];
    for (let tap = 0; tap < 3; tap++) {
      doc = toggleIconCell(doc, { rowId: "r2", day: 0 });
      seen.push(cellsOf(doc)[0]);
    }
    expect(seen).toEqual([1, 2, 0]);
  });

  it("ignores unknown rows and days", () => {
    const doc = createDoc((ids) => [iconField(ids, { title: "", icon: "circle", days: 2, rows: ["Read"] })]);
    expect(toggleIconCell(doc, { rowId: "r2", day: 5 })).toBe(doc);
    expect(toggleIconCell(doc, { rowId: "x", day: 0 })).toBe(doc);
  });
});
