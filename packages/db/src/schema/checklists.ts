import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { folders } from "./folders.ts";
import { templates } from "./templates.ts";
import { users } from "./users.ts";

/** A saved checklist: its document, who owns it, where it is filed and whether its link is shared. */
export const checklists = pgTable(
  "checklists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /**
     * The checklist document as it was stored, of whatever version wrote it: unknown until read through
     * `parseChecklist` (migrate, then validate), which the server does for every row it reads.
     */
    data: jsonb("data").$type<unknown>().notNull(),
    /** Path of its thumbnail (an image of page one) or an uploaded image; null until there is one. */
    image: text("image"),
    folderId: uuid("folder_id").references(() => folders.id, { onDelete: "set null" }),
    templateId: integer("template_id").references(() => templates.id, { onDelete: "set null" }),
    isShared: boolean("is_shared").notNull().default(false),
    /** What anyone with the shared link may do: view it (their ticks stay in their browser), or tick it for everyone. */
    shareAccess: text("share_access", { enum: ["view", "tick"] })
      .notNull()
      .default("view"),
    /** Bumped on every change to the document; a save from a stale copy is refused, not merged. */
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS FIRST is what a plain ORDER BY ... DESC means; an index that says otherwise cannot serve it.
    index("checklists_user_updated_idx").on(
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("checklists_user_folder_idx").on(t.userId, t.folderId),
  ],
);

export type ChecklistRow = typeof checklists.$inferSelect;
