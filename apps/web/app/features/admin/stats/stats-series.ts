import type { AdminTemplateStats, TemplateList } from "@listful/contracts";
import type { ChartSeries } from "./line-chart.tsx";

export type StatsMetric = "views" | "downloads";

/** Every day from `from` to `to`, both included, as YYYY-MM-DD (UTC, as the API counts them). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= end && days.length <= 400; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The points of one list, or of both. */
function pointsOf(stats: AdminTemplateStats, list: TemplateList | null) {
  return list ? stats.points.filter((point) => point.list === list) : stats.points;
}

export type TemplateTotal = { id: number; title: string; views: number; downloads: number };

/** Each template's totals over the range in the chosen list(s), most viewed first (then most downloaded). */
export function templateTotals(stats: AdminTemplateStats, list: TemplateList | null): TemplateTotal[] {
  const totals = new Map<number, TemplateTotal>(
    stats.templates.map((template) => [
      template.id,
      { id: template.id, title: template.title, views: 0, downloads: 0 },
    ]),
  );
  for (const point of pointsOf(stats, list)) {
    const total = totals.get(point.templateId);
    if (!total) continue;
    total.views += point.views;
    total.downloads += point.downloads;
  }
  return [...totals.values()]
    .filter((total) => total.views + total.downloads > 0)
    .sort((a, b) => b.views - a.views || b.downloads - a.downloads || a.id - b.id);
}

/**
 * One line per day-by-day series of the metric: the `top` templates by it, and the rest added up as "Other
 * templates" (a chart of forty lines says nothing).
 */
export function metricSeries(
  stats: AdminTemplateStats,
  list: TemplateList | null,
  metric: StatsMetric,
  top = 5,
): { days: string[]; series: ChartSeries[] } {
  const days = daysBetween(stats.from, stats.to);
  const index = new Map(days.map((day, position) => [day, position]));
  const leaders = templateTotals(stats, list)
    .filter((total) => total[metric] > 0)
    .sort((a, b) => b[metric] - a[metric] || a.id - b.id);
  const shown = leaders.slice(0, top);
  const lines = new Map(shown.map((total) => [total.id, new Array<number>(days.length).fill(0)]));
  const others = new Array<number>(days.length).fill(0);
  for (const point of pointsOf(stats, list)) {
    const day = index.get(point.date);
    if (day === undefined) continue;
    const line = lines.get(point.templateId) ?? others;
    line[day] = (line[day] ?? 0) + point[metric];
  }
  const series: ChartSeries[] = shown.map((total) => ({
    name: total.title,
    values: lines.get(total.id) ?? [],
  }));
  if (leaders.length > top) series.push({ name: "Other templates", values: others });
  return { days, series };
}

/** The day-by-day totals under the chart: the table a screen reader (or a spreadsheet) reads. */
export function dailyTotals(stats: AdminTemplateStats, list: TemplateList | null) {
  const days = daysBetween(stats.from, stats.to);
  const rows = new Map(days.map((day) => [day, { day, views: 0, downloads: 0 }]));
  for (const point of pointsOf(stats, list)) {
    const row = rows.get(point.date);
    if (!row) continue;
    row.views += point.views;
    row.downloads += point.downloads;
  }
  return [...rows.values()];
}
