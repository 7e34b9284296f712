import { describe, expect, it } from "vitest";
import { CHART_BOX, chartScale, labelledDays, linePath, valueTicks } from "./chart-geometry.ts";

describe("the stats chart's geometry", () => {
  it("rounds the value axis up to a step of 1, 2 or 5 times a power of ten", () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(valueTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it("draws the first day at the plot's left edge, the last at its right, zero on the base line", () => {
    const scale = chartScale(3, 10);
    expect(scale.x(0)).toBe(CHART_BOX.left);
    expect(scale.x(2)).toBe(CHART_BOX.width - CHART_BOX.right);
    expect(scale.y(0)).toBe(CHART_BOX.height - CHART_BOX.bottom);
    expect(scale.y(scale.top)).toBe(CHART_BOX.top);
    expect(linePath([0, 10], chartScale(2, 10))).toBe(
      `M${CHART_BOX.left} ${CHART_BOX.height - CHART_BOX.bottom} L${CHART_BOX.width - CHART_BOX.right} ${CHART_BOX.top}`,
    );
  });

  it("puts a single day in the middle rather than dividing by zero", () => {
    expect(chartScale(1, 4).x(0)).toBe(
      CHART_BOX.left + (CHART_BOX.width - CHART_BOX.left - CHART_BOX.right) / 2,
    );
  });

  it("labels every day of a short range and six evenly spread days of a long one, both ends included", () => {
    expect(labelledDays(4)).toEqual([0, 1, 2, 3]);
    expect(labelledDays(31)).toEqual([0, 6, 12, 18, 24, 30]);
  });
});
