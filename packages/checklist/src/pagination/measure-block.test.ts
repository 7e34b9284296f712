import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import type { Block } from "../schema/block-schema.ts";
import { getItemRowMetrics } from "./item-metrics.ts";
import { type MeasureContext, measureBlock } from "./measure-block.ts";

const doc = createChecklist();
const ctx: MeasureContext = { doc, itemRow: getItemRowMetrics(doc), width: 717, squeeze: 0, spareRows: 0 };
const heights = (rows: readonly { height: number }[]) => rows.map((row) => row.height);

describe("measureBlock", () => {
  it("measures headers, and text fields as label and writing lines", () => {
    expect(measureBlock(ctx, { kind: "text-header", id: "b1", text: "Morning" })).toEqual({
      lead: [{ type: "heading", lines: 1, height: 40 }],
      repeat: [],
      rows: [],
      breaks: [],
    });
    const field: Block = { kind: "interactive-text-field", id: "b1", label: "Notes", lines: 3, value: "" };
    const measured = measureBlock(ctx, field);
    expect(heights(measured.lead)).toEqual([24]);
    expect(heights(measured.rows)).toEqual([32, 32, 32]);
    expect(measured.breaks).toEqual([false, false, false]);
    expect(measureBlock(ctx, { ...field, label: "" }).lead).toEqual([]);
  });

  it("measures a box as tall as its lines, one frame that does not break, its answer inside the frame", () => {
    const lines: Block = { kind: "interactive-text-field", id: "b1", label: "Draw it", lines: 12, value: "" };
    const box: Block = { ...lines, style: "box" };
    expect(heights(measureBlock(ctx, box).rows)).toEqual(heights(measureBlock(ctx, lines).rows));
    expect(measureBlock(ctx, lines).breaks.some(Boolean)).toBe(true);
    expect(measureBlock(ctx, box).breaks.some(Boolean)).toBe(false);
    // An answer that just fills the ruled lines' width takes one more line inside the narrower frame.
    const words = "word ".repeat(400);
    const answered = (block: Block) => measureBlock(ctx, { ...block, value: words } as Block).rows.length;
    expect(answered(box)).toBeGreaterThan(answered(lines));
  });

  it("gives a long answer the writing lines it needs, and lets the field break between them", () => {
    const field: Block = {
      kind: "interactive-text-field",
      id: "b1",
      label: "",
      lines: 2,
      value: "word ".repeat(400),
    };
    const measured = measureBlock({ ...ctx, width: 346.5 }, field);
    expect(measured.rows.length).toBeGreaterThan(30);
    expect(measured.breaks.every(Boolean)).toBe(true);
  });

  it("wraps a long heading or label instead of cutting it", () => {
    const label =
      "What went well today, what did I learn, and what would I like to do differently tomorrow morning?";
    const field: Block = { kind: "text-field", id: "b1", label, lines: 2 };
    expect(measureBlock({ ...ctx, width: 346.5 }, field).lead).toEqual([
      { type: "label", lines: 2, height: 42 },
    ]);
  });

  it("measures lists as a title and item rows, with blank rows and breaks only before a parent", () => {
    const texts = ["A", "B", "B1", "C", "D", "E", "F", "G", "H", "I"];
    const items = texts.map((text, index) => ({
      id: `i${index + 2}`,
      text,
      isChecked: false,
      depth: text === "B1" ? (2 as const) : (1 as const),
    }));
    const list: Block = { kind: "interactive-list", id: "b1", title: "", marker: "square", items };
    const measured = measureBlock({ ...ctx, spareRows: 2 }, list);
    expect(measured.lead).toEqual([]);
    expect(measured.rows.map((row) => row.type)).toEqual([...texts.map(() => "item"), "spare", "spare"]);
    const breaks = [false, false, false, true, true, true, true, true, true, false, false, false];
    expect(measured.breaks).toEqual(breaks);
    // A short list (a day of a planner) is never split.
    expect(measureBlock(ctx, { ...list, items: items.slice(0, 7) }).breaks.some(Boolean)).toBe(false);
  });

  it("repeats the day columns of icon fields and the weekdays of a month view", () => {
    const field: Block = {
      kind: "icon-field",
      id: "b1",
      title: "Mood",
      icon: "circle",
      grid: "days",
      goal: false,
      days: 2,
      legend: [{ symbol: "★", label: "Great", color: "F2B233" }],
      rows: [{ id: "r2", text: "Morning", cells: [0, 1] }],
    };
    const measured = measureBlock(ctx, field);
    expect(measured.lead.map((row) => row.type)).toEqual(["heading", "legend", "day-columns"]);
    expect(measured.repeat.map((row) => row.type)).toEqual(["day-columns"]);
    expect(heights(measured.rows)).toEqual([26]);

    const march = setTimeframe(doc, { timeframe: { start: "2025-03-01", unit: "month", count: 1 } });
    const calendar = measureBlock({ ...ctx, doc: march }, { kind: "calendar", id: "b1" });
    expect(calendar.repeat).toEqual([{ type: "weekdays", height: 24 }]);
    expect(heights(calendar.rows)).toEqual([112, 112, 112, 112, 112, 112]);
    expect(calendar.breaks).toEqual([false, false, false, true, false, false]);
    const undated = measureBlock(ctx, { kind: "calendar", id: "b1" });
    expect(undated.lead).toEqual([]);
    expect(undated.rows).toHaveLength(1);
  });

  it("measures a table as title, headings and writing rows that move on whole", () => {
    const table: Block = {
      kind: "table",
      id: "b1",
      title: "Schedule",
      columns: ["Plan", "Notes"],
      rowLabels: "times",
      rowCount: 4,
      firstHour: 7,
      minutesPerRow: 30,
    };
    const measured = measureBlock(ctx, table);
    expect(measured.lead.map((row) => row.type)).toEqual(["heading", "table-head"]);
    expect(measured.repeat.map((row) => row.type)).toEqual(["table-head"]);
    expect(heights(measured.rows)).toEqual([32, 32, 32, 32]);
    expect(measured.breaks).toEqual([false, false, false, false]);
    // A tight page squeezes the rows to 24px, still a line to write on.
    expect(heights(measureBlock({ ...ctx, squeeze: 1 }, table).rows)).toEqual([24, 24, 24, 24]);
    // A long heading wraps in its narrow column, and the headings row grows with it.
    const long = { ...table, columns: ["What I read and where I read it", "B", "C", "D"] };
    const head = measureBlock({ ...ctx, width: 300 }, long).lead[1];
    expect(head?.type === "table-head" && head.lines).toBeGreaterThan(1);
  });
});
