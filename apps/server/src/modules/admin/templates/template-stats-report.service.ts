import {
  ADMIN_STATS_MAX_DAYS,
  type AdminTemplateStats,
  type AdminTemplateStatsQuerySchema,
} from "@listful/contracts";
import type { z } from "zod";
import { InvalidInputError } from "../../../domain-errors.ts";
import type { AdminTemplateDeps } from "./admin-template-deps.ts";

const DAY_MS = 86_400_000;
const DEFAULT_STATS_DAYS = 30;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Views and downloads per template per day and list over [from, to], by default the last 30 days. */
export async function reportTemplateStats(
  deps: AdminTemplateDeps,
  query: z.output<typeof AdminTemplateStatsQuerySchema>,
): Promise<AdminTemplateStats> {
  const to = query.to ?? isoDay(new Date());
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_STATS_DAYS - 1) * DAY_MS));
  const start = Date.parse(from);
  const end = Date.parse(to) + DAY_MS;
  if (end <= start) throw new InvalidInputError({ from: "The range starts after it ends." });
  if ((end - start) / DAY_MS > ADMIN_STATS_MAX_DAYS) {
    throw new InvalidInputError({ from: `A range is at most ${ADMIN_STATS_MAX_DAYS} days.` });
  }
  const rows = await deps.repository.statsBetween(new Date(start), new Date(end), query.templateId);
  const totals = new Map<number, AdminTemplateStats["templates"][number]>();
  for (const row of rows) {
    const total = totals.get(row.templateId) ?? {
      id: row.templateId,
      title: row.title,
      slug: row.slug,
      views: 0,
      downloads: 0,
    };
    total.views += row.views;
    total.downloads += row.downloads;
    totals.set(row.templateId, total);
  }
  return {
    from,
    to,
    templates: [...totals.values()].sort(
      (a, b) => b.views - a.views || b.downloads - a.downloads || a.id - b.id,
    ),
    points: rows.map(({ date, templateId, list, views, downloads }) => ({
      date,
      templateId,
      list,
      views,
      downloads,
    })),
  };
}
