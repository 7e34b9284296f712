import { useId } from "react";
import { CHART_BOX, chartScale, labelledDays, linePath, valueTicks } from "./chart-geometry.ts";

/** One line of the chart: a name and a value per day. */
export type ChartSeries = { readonly name: string; readonly values: readonly number[] };

/** Distinct on white and for most colour vision; the legend names each line as well. */
export const SERIES_COLOURS = ["#7138e3", "#e4572e", "#1f9e89", "#f2a900", "#1f5fd1", "#c2185b", "#6d6875"];

type LineChartProps = {
  title: string;
  description: string;
  /** The days on the axis, as YYYY-MM-DD. */
  days: readonly string[];
  series: readonly ChartSeries[];
};

function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

/**
 * A line chart drawn as plain SVG on the server: a value axis rounded to a clean step, a line per series with a
 * dot on each day, and a legend. Screen readers get its title and description; the numbers are in the table
 * the page shows beneath it.
 */
export function LineChart({ title, description, days, series }: LineChartProps) {
  const id = useId();
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const scale = chartScale(days.length, max);
  const ticks = valueTicks(max);
  const base = CHART_BOX.height - CHART_BOX.bottom;
  return (
    <figure className="grid gap-0.75">
      {/*
        On a phone the chart keeps a readable size and scrolls sideways in its own box; reversed, the box opens
        on its latest days.
      */}
      <div className="flex flex-row-reverse overflow-x-auto">
        <svg
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full min-w-40 shrink-0"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={CHART_BOX.left}
                x2={CHART_BOX.width - CHART_BOX.right}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                stroke={tick === 0 ? "#453f5c" : "#e6e1f0"}
              />
              <text
                x={CHART_BOX.left - 8}
                y={scale.y(tick) + 4}
                textAnchor="end"
                fontSize="13"
                fill="#625c78"
              >
                {tick}
              </text>
            </g>
          ))}
          {labelledDays(days.length).map((index) => (
            <text
              key={index}
              x={scale.x(index)}
              y={base + 22}
              // The first and last labels lie inside the plot's ends rather than past the picture's edge.
              textAnchor={
                days.length > 1 && index === 0
                  ? "start"
                  : days.length > 1 && index === days.length - 1
                    ? "end"
                    : "middle"
              }
              fontSize="13"
              fill="#625c78"
            >
              {shortDay(days[index] ?? "")}
            </text>
          ))}
          {/* The leading series is drawn last, so it lies on top where lines meet. */}
          {series
            .map((line, lineIndex) => ({ line, lineIndex }))
            .reverse()
            .map(({ line, lineIndex }) => {
              const colour = SERIES_COLOURS[lineIndex % SERIES_COLOURS.length];
              return (
                <g key={line.name} stroke={colour} fill={colour}>
                  <path
                    d={linePath(line.values, scale)}
                    fill="none"
                    strokeWidth="2.5"
                    strokeLinejoin="round"
                  />
                  {days.length <= 45
                    ? line.values.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: one dot per day, in the days' order.
                        <circle key={index} cx={scale.x(index)} cy={scale.y(value)} r="3" />
                      ))
                    : null}
                </g>
              );
            })}
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-1.5 gap-y-0.5 text-sm text-ink-soft">
          {series.map((line, lineIndex) => (
            <li key={line.name} className="flex items-center gap-0.5">
              <span
                aria-hidden="true"
                className="inline-block h-0.3 w-1.5 rounded-full"
                style={{ background: SERIES_COLOURS[lineIndex % SERIES_COLOURS.length] }}
              />
              {line.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
