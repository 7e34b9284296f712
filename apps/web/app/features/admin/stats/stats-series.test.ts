import type { AdminTemplateStats } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { dailyTotals, daysBetween, metricSeries, templateTotals } from "./stats-series.ts";

const STATS: AdminTemplateStats = {
  from: "2026-03-01",
  to: "2026-03-03",
  templates: [
    { id: 1, title: "Habit tracker", slug: "habit", views: 9, downloads: 2 },
    { id: 2, title: "Mood tracker", slug: "mood", views: 4, downloads: 3 },
    { id: 3, title: "Calendar", slug: "calendar", views: 1, downloads: 0 },
  ],
  points: [
    { date: "2026-03-01", templateId: 1, list: "gallery", views: 5, downloads: 1 },
    { date: "2026-03-03", templateId: 1, list: "create", views: 4, downloads: 1 },
    { date: "2026-03-02", templateId: 2, list: "gallery", views: 4, downloads: 3 },
    { date: "2026-03-02", templateId: 3, list: "create", views: 1, downloads: 0 },
  ],
};

describe("the statistics page's numbers", () => {
  it("lists every day of the range, ends included, across a month's end", () => {
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("draws a line per leading template with a zero on days without events", () => {
    const { days, series } = metricSeries(STATS, null, "views");
    expect(days).toHaveLength(3);
    expect(series).toEqual([
      { name: "Habit tracker", values: [5, 0, 4] },
      { name: "Mood tracker", values: [0, 4, 0] },
      { name: "Calendar", values: [0, 1, 0] },
    ]);
  });

  it("adds the templates past the top up as one line", () => {
    expect(metricSeries(STATS, null, "views", 1).series).toEqual([
      { name: "Habit tracker", values: [5, 0, 4] },
      { name: "Other templates", values: [0, 5, 0] },
    ]);
    expect(metricSeries(STATS, null, "views", 2).series).toEqual([
      { name: "Habit tracker", values: [5, 0, 4] },
      { name: "Mood tracker", values: [0, 4, 0] },
      { name: "Other templates", values: [0, 1, 0] },
    ]);
  });

  it("counts one list only when asked", () => {
    expect(templateTotals(STATS, "create")).toEqual([
      { id: 1, title: "Habit tracker", views: 4, downloads: 1 },
      { id: 3, title: "Calendar", views: 1, downloads: 0 },
    ]);
    expect(metricSeries(STATS, "gallery", "downloads").series).toEqual([
      { name: "Mood tracker", values: [0, 3, 0] },
      { name: "Habit tracker", values: [1, 0, 0] },
    ]);
    expect(dailyTotals(STATS, "gallery")).toEqual([
      { day: "2026-03-01", views: 5, downloads: 1 },
      { day: "2026-03-02", views: 4, downloads: 3 },
      { day: "2026-03-03", views: 0, downloads: 0 },
    ]);
  });
});
