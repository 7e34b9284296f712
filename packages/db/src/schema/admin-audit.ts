import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Every change an admin makes (a template created, updated, given an image, published, unpublished,
 * reordered or deleted; the admin role granted or removed): who, what, when, and the thing before and after.
 * The subject ids carry no foreign key, so the history of a deleted template or account stays.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    templateId: integer("template_id"),
    userId: uuid("user_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_template_idx").on(t.templateId, t.createdAt)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
