import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { getItemRowMetrics, measureItemRow } from "./item-metrics.ts";

describe("item rows", () => {
  const doc = createChecklist();
  const metrics = getItemRowMetrics(doc);

  it("share the item font, padding and tick sizes of the document", () => {
    expect(metrics).toMatchObject({
      fontSize: 15,
      lineHeight: 20,
      extraHeight: 12,
      tickSize: 18,
      subTickSize: 18,
    });
    expect(getItemRowMetrics({ ...doc, layout: 4 })).toMatchObject({ extraHeight: 20, isRuled: true });
  });

  it("are as tall as their own text, whatever the longest text allowed", () => {
    const long = { ...doc, itemOptions: { ...doc.itemOptions, maxlength: 200 } };
    expect(measureItemRow(long, metrics, 717, { text: "Make the bed", depth: 1 })).toEqual({
      lines: 1,
      height: 32,
    });
    expect(measureItemRow(doc, metrics, 717, { text: "", depth: 1 })).toEqual({ lines: 1, height: 32 });
    const text = "Two hours of focused work on the main task, then a walk around the park before lunch";
    expect(measureItemRow(doc, metrics, 717, { text, depth: 1 }).lines).toBe(1);
    expect(measureItemRow(doc, metrics, 346.5, { text, depth: 2 })).toEqual({ lines: 3, height: 72 });
    expect(measureItemRow(doc, metrics, 717, { text: "x".repeat(200), depth: 1 }).lines).toBeGreaterThan(3);
  });

  it("trim their padding on a tight page", () => {
    expect(measureItemRow(doc, metrics, 717, { text: "Tidy", depth: 1 }, 1).height).toBe(28);
  });
});
