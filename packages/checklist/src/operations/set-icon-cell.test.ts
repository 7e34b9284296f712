import { describe, expect, it } from "vitest";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, expectValid } from "../test/fixtures.ts";
import { setIconCell } from "./set-icon-cell.ts";

const legend = [
  { symbol: "★", label: "Great", color: "F2B233" },
  { symbol: "☁", label: "Low", color: "6C8EBF" },
];

describe("setIconCell", () => {
  const doc = createDoc((ids) => [
    iconField(ids, { title: "", icon: "circle", days: 3, legend, rows: ["Morning"] }),
  ]);
  const cells = (next: typeof doc) =>
    next.blocks[0]?.kind === "icon-field" ? next.blocks[0].rows[0]?.cells : [];

  it("sets a mood from the legend", () => {
    const next = setIconCell(doc, { rowId: "r2", day: 1, value: 2 });
    expect(cells(next)).toEqual([0, 2, 0]);
    expectValid(next);
  });

  it("rejects values outside the legend, days outside the field and unknown rows", () => {
    expect(setIconCell(doc, { rowId: "r2", day: 1, value: 3 })).toBe(doc);
    expect(setIconCell(doc, { rowId: "r2", day: 3, value: 1 })).toBe(doc);
    expect(setIconCell(doc, { rowId: "r2", day: 0, value: 0.5 })).toBe(doc);
    expect(setIconCell(doc, { rowId: "r9", day: 0, value: 1 })).toBe(doc);
  });
});
