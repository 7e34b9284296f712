import { TEMPLATE_EVENT_LISTS, TEMPLATE_EVENTS } from "@listful/contracts";
import { and, type Database, eq, gte, lt, sql, templateStats, templates } from "@listful/db";

/** Views and downloads per template, per UTC day and list, in [from, to) as instants. */
export async function countTemplateEvents(db: Database, from: Date, to: Date, templateId?: number) {
  const day = sql<string>`to_char(${templateStats.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const where = [gte(templateStats.createdAt, from), lt(templateStats.createdAt, to)];
  if (templateId !== undefined) where.push(eq(templateStats.templateId, templateId));
  const views = sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.view})`.mapWith(
    Number,
  );
  const downloads =
    sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.download})`.mapWith(Number);
  const rows = await db
    .select({
      date: day,
      templateId: templateStats.templateId,
      type: templateStats.type,
      views,
      downloads,
      title: templates.title,
      slug: templates.slug,
    })
    .from(templateStats)
    .innerJoin(templates, eq(templates.id, templateStats.templateId))
    .where(and(...where))
    .groupBy(day, templateStats.templateId, templateStats.type, templates.title, templates.slug)
    .orderBy(day, templateStats.templateId, templateStats.type);
  return rows.map((row) => ({
    ...row,
    list: row.type === TEMPLATE_EVENT_LISTS.create ? ("create" as const) : ("gallery" as const),
  }));
}
