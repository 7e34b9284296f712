import {
  TEMPLATE_EVENT_LISTS,
  TEMPLATE_EVENTS,
  type TemplateStats,
  type TemplateStatsEvent,
} from "@listful/contracts";
import { and, type Database, eq, sql, templateStats, templates } from "@listful/db";

export type TemplateStatsRepository = ReturnType<typeof createTemplateStatsRepository>;

export function createTemplateStatsRepository(db: Database) {
  return {
    /** Records one event; false when there is no such template shown to people (a draft is not). */
    async record(event: TemplateStatsEvent): Promise<boolean> {
      const [template] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.id, event.templateId), eq(templates.isPublished, true)))
        .limit(1);
      if (!template) return false;
      await db.insert(templateStats).values(event);
      return true;
    },

    /** Views and downloads per published template, for each of the two lists, most viewed first. */
    async totals(): Promise<TemplateStats> {
      const rows = await db
        .select({
          templateId: templateStats.templateId,
          type: templateStats.type,
          views:
            sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.view})`.mapWith(
              Number,
            ),
          downloads:
            sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.download})`.mapWith(
              Number,
            ),
        })
        .from(templateStats)
        .innerJoin(
          templates,
          and(eq(templates.id, templateStats.templateId), eq(templates.isPublished, true)),
        )
        .groupBy(templateStats.templateId, templateStats.type)
        .orderBy(sql`3 desc`, sql`4 desc`, templateStats.templateId);
      const list = (type: number) =>
        rows
          .filter((row) => row.type === type)
          .map(({ templateId, views, downloads }) => ({ templateId, views, downloads }));
      return { create: list(TEMPLATE_EVENT_LISTS.create), gallery: list(TEMPLATE_EVENT_LISTS.gallery) };
    },
  };
}
