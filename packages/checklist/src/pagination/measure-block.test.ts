import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import type { Block } from "../schema/block-schema.ts";
import { getItemRowMetrics } from "./item-metrics.ts";
import { measureBlock } from "./measure-block.ts";

const doc = createChecklist();
const itemRow = getItemRowMetrics(doc, 717);
const heights = (rows: readonly { height: number }[]) => rows.map((row) => row.height);

describe("measureBlock", () => {
  it("measures headers and text fields as single units", () => {
    expect(measureBlock(doc, { kind: "text-header", id: "b1", text: "Morning" }, itemRow)).toEqual({
      lead: [{ type: "heading", height: 40 }],
      repeat: [],
      rows: [],
    });
    const field: Block = { kind: "interactive-text-field", id: "b1", label: "Notes", lines: 3, value: "" };
    expect(heights(measureBlock(doc, field, itemRow).lead)).toEqual([24, 96]);
    expect(heights(measureBlock(doc, { ...field, label: "" }, itemRow).lead)).toEqual([96]);
  });

  it("measures lists as a title and fixed item rows", () => {
    const list: Block = {
      kind: "list",
      id: "b1",
      title: "",
      marker: "bullet",
      items: [{ id: "i2", text: "A", isChecked: false, depth: 1 }],
    };
    expect(measureBlock(doc, list, itemRow)).toEqual({
      lead: [],
      repeat: [],
      rows: [{ type: "item", itemId: "i2", index: 0, depth: 1, height: 32 }],
    });
  });

  it("repeats the day columns of icon fields and the weekdays of a month view", () => {
    const field: Block = {
      kind: "icon-field",
      id: "b1",
      title: "Mood",
      icon: "circle",
      days: 2,
      legend: [{ symbol: "★", label: "Great", color: "F2B233" }],
      rows: [{ id: "r2", text: "Morning", cells: [0, 1] }],
    };
    const measured = measureBlock(doc, field, itemRow);
    expect(measured.lead.map((row) => row.type)).toEqual(["heading", "legend", "day-columns"]);
    expect(measured.repeat.map((row) => row.type)).toEqual(["day-columns"]);
    expect(heights(measured.rows)).toEqual([26]);

    const march = setTimeframe(doc, { timeframe: { start: "2025-03-01", unit: "month", count: 1 } });
    const calendar = measureBlock(march, { kind: "calendar", id: "b1" }, itemRow);
    expect(calendar.repeat).toEqual([{ type: "weekdays", height: 24 }]);
    expect(heights(calendar.rows)).toEqual([112, 112, 112, 112, 112, 112]);
    const undated = measureBlock(doc, { kind: "calendar", id: "b1" }, itemRow);
    expect(undated.lead).toEqual([]);
    expect(undated.rows).toHaveLength(1);
  });
});
