/** The drawing box of a chart, in SVG user units; the plot sits inside the margins. */
export const CHART_BOX = { width: 720, height: 280, left: 44, right: 16, top: 16, bottom: 36 } as const;

/** A round top for the value axis (1, 2, 5 times a power of ten) and four or five ticks up to it. */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? power;
  const wholeStep = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let value = 0; value < max + wholeStep; value += wholeStep) ticks.push(value);
  return ticks;
}

type Scale = { x: (index: number) => number; y: (value: number) => number; top: number };

/** Where day `index` of `count` and a value up to the axis' top lie in the plot. */
export function chartScale(count: number, max: number): Scale {
  const ticks = valueTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = CHART_BOX.width - CHART_BOX.left - CHART_BOX.right;
  const plotHeight = CHART_BOX.height - CHART_BOX.top - CHART_BOX.bottom;
  return {
    x: (index) => CHART_BOX.left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth),
    y: (value) => CHART_BOX.top + plotHeight - (value / top) * plotHeight,
    top,
  };
}

/** A series as an SVG path through its points, one per day. */
export function linePath(values: readonly number[], scale: Scale): string {
  return values
    .map((value, index) => `${index === 0 ? "M" : "L"}${round(scale.x(index))} ${round(scale.y(value))}`)
    .join(" ");
}

/** The days to label under the axis: the first, the last, and evenly between, at most `most`. */
export function labelledDays(count: number, most = 6): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, index) => Math.round(index * step));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
