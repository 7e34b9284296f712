import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { getItemRowMetrics } from "./item-metrics.ts";

describe("getItemRowMetrics", () => {
  const doc = createChecklist();

  it("gives one line for the default maxlength in one A4 column", () => {
    expect(getItemRowMetrics(doc, 717)).toMatchObject({ lines: 1, height: 32, fontSize: 15, lineHeight: 20 });
  });

  it("adds lines for long items and narrow columns, at most three", () => {
    const long = { ...doc, itemOptions: { ...doc.itemOptions, maxlength: 200 } };
    expect(getItemRowMetrics(long, 717).lines).toBe(3);
    expect(getItemRowMetrics(doc, 346.5)).toMatchObject({ lines: 2, height: 52 });
    expect(getItemRowMetrics(long, 100).lines).toBe(3);
  });

  it("makes rows taller and ruled in layout 4", () => {
    expect(getItemRowMetrics({ ...doc, layout: 4 }, 717)).toMatchObject({ height: 40, isRuled: true });
  });
});
