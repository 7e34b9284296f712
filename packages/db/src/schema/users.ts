import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    roles: text("roles").array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    planType: text("plan_type").notNull().default("free"),
    planStatus: text("plan_status").notNull().default("active"),
    /** When a cancelled subscription's paid period ends: past it the plan reads as terminated. */
    planEndsAt: timestamp("plan_ends_at", { withTimezone: true }),
    /** Bumped when every session must end (password change, reset, deletion). Access tokens carry it. */
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
