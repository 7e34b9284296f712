import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { checklists } from "./checklists.ts";
import { users } from "./users.ts";

/** A user's bookmark of someone's shared checklist. */
export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checklistId: uuid("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.checklistId] }),
    index("bookmarks_user_idx").on(t.userId, t.createdAt),
  ],
);
