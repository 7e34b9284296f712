import { describe, expect, it } from "vitest";
import {
  answerField,
  checklistBlock,
  iconField,
  sectionHeader,
  tableBlock,
  writingField,
} from "../templates/preset-builder.ts";
import { createDoc, expectValid } from "../test/fixtures.ts";
import { editBlock } from "./edit-block.ts";

describe("editBlock", () => {
  it("edits the fields a kind has and ignores the rest", () => {
    const doc = createDoc((ids) => [
      sectionHeader(ids, "Old"),
      checklistBlock(ids, "Tasks", "square", ["A"]),
    ]);
    const header = editBlock(doc, { blockId: "b1", changes: { text: "Morning", lines: 4, marker: "heart" } });
    expect(header.blocks[0]).toEqual({ kind: "text-header", id: "b1", text: "Morning" });
    const list = editBlock(doc, { blockId: "b2", changes: { title: "Today", marker: "heart" } });
    expect(list.blocks[1]).toMatchObject({ title: "Today", marker: "heart" });
    expect(editBlock(doc, { blockId: "b2", changes: { marker: "number" } })).toBe(doc);
    expectValid(list);
  });

  it("edits a table's headings, row labels, rows and clock within their bounds", () => {
    const doc = createDoc((ids) => [
      tableBlock(ids, { title: "", columns: ["Plan"], rowLabels: "none", rowCount: 5 }),
    ]);
    const next = editBlock(doc, {
      blockId: "b1",
      changes: {
        title: "Schedule",
        columns: ["Plan", "Notes\u0007", "C", "D", "Too many"],
        rowLabels: "times",
        rowCount: 99,
        firstHour: 30,
        minutesPerRow: 30,
      },
    });
    expect(next.blocks[0]).toMatchObject({
      title: "Schedule",
      columns: ["Plan", "Notes", "C", "D"],
      rowLabels: "times",
      rowCount: 48,
      firstHour: 23,
      minutesPerRow: 30,
    });
    expectValid(next);
    // A table keeps at least one column, and ignores a step other than half an hour or an hour.
    expect(
      editBlock(doc, { blockId: "b1", changes: { columns: [], minutesPerRow: 45, rowLabels: "dates" } }),
    ).toBe(doc);
  });

  it("keeps typed answers as plain multi-line text and bounds the lines", () => {
    const doc = createDoc((ids) => [answerField(ids, "Grateful for", 3)]);
    const next = editBlock(doc, { blockId: "b1", changes: { value: "Sun\r\nTea\u0007", lines: 99 } });
    expect(next.blocks[0]).toMatchObject({ value: "Sun\nTea", lines: 20 });
    expectValid(next);
  });

  it("draws a writing field as lines or a box, and keeps a field without a style as it is", () => {
    const doc = createDoc((ids) => [answerField(ids, "Draw my day", 4), writingField(ids, "Notes", 3)]);
    expect(
      editBlock(doc, { blockId: "b1", changes: { label: "Draw my week" } }).blocks[0],
    ).not.toHaveProperty("style");
    const box = editBlock(doc, { blockId: "b1", changes: { style: "box" } });
    expect(box.blocks[0]).toMatchObject({ style: "box", label: "Draw my day", lines: 4, value: "" });
    expectValid(box);
    expect(editBlock(box, { blockId: "b1", changes: { style: "dots" } })).toBe(box);
    expect(editBlock(box, { blockId: "b1", changes: { style: "lines" } }).blocks[0]).toMatchObject({
      style: "lines",
    });
    expect(editBlock(doc, { blockId: "b2", changes: { style: "box" } }).blocks[1]).toMatchObject({
      kind: "text-field",
      style: "box",
    });
  });

  it("resizes icon rows with the days and drops moods missing from a shorter legend", () => {
    const doc = createDoc((ids) => [
      iconField(ids, { title: "", icon: "circle", days: 3, rows: ["Morning"] }),
    ]);
    const legend = [
      { symbol: "★", label: "Great", color: "#f2b233" },
      { symbol: "☁", label: "Low", color: "6C8EBF" },
    ];
    const withLegend = editBlock(doc, { blockId: "b1", changes: { legend, days: 5 } });
    const field = withLegend.blocks[0];
    expect(field?.kind === "icon-field" && field.legend[0]?.color).toBe("F2B233");
    expect(field?.kind === "icon-field" && field.rows[0]?.cells).toEqual([0, 0, 0, 0, 0]);
    expectValid(withLegend);
  });

  it("returns the same document when nothing changes", () => {
    const doc = createDoc((ids) => [{ kind: "calendar", id: ids.next("b") }]);
    expect(editBlock(doc, { blockId: "b1", changes: { title: "x" } })).toBe(doc);
    expect(editBlock(doc, { blockId: "b5", changes: { title: "x" } })).toBe(doc);
  });
});
