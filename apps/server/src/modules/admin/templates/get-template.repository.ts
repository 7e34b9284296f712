import { adminAudit, type Database, desc, eq, sql, users } from "@listful/db";

/** A template's audit entries, newest first, with who made them. */
export function listTemplateAudit(db: Database, templateId: number) {
  return db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      templateId: adminAudit.templateId,
      userId: adminAudit.userId,
      before: adminAudit.before,
      after: adminAudit.after,
      createdAt: adminAudit.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(adminAudit)
    .leftJoin(users, eq(adminAudit.actorId, users.id))
    .where(
      // A reorder names the templates moved in its `after.ids`; it is listed on each of them.
      sql`${adminAudit.templateId} = ${templateId} or (${adminAudit.action} = 'template.reorder' and ${adminAudit.after}->'ids' @> ${JSON.stringify([templateId])}::jsonb)`,
    )
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(200);
}
