import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { joinedCompounds, tsvector } from "./articles.ts";
import { templateCategories } from "./template-categories.ts";
import { users } from "./users.ts";

/**
 * A template: a checklist document plus what the gallery shows. `type` is the list it appears in:
 * 'gallery' (the template gallery) or 'create' (the start-a-new-checklist picker).
 */
export const templates = pgTable(
  "templates",
  {
    id: serial("id").primaryKey(),
    /** The checklist an admin made this template from, when there is one. */
    checklistId: uuid("checklist_id"),
    type: text("type", { enum: ["gallery", "create"] })
      .notNull()
      .default("gallery"),
    orderBy: integer("order_by").notNull().default(0),
    categoryId: integer("category_id").references(() => templateCategories.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /**
     * The checklist document as it was stored, of whatever version wrote it: unknown until read through
     * `parseChecklist` (migrate, then validate), which the server does for every row it reads.
     */
    data: jsonb("data").$type<unknown>().notNull(),
    /** Path of its thumbnail (an image of page one), made by the server; null until it exists. */
    image: text("image"),
    isPremium: boolean("is_premium").notNull().default(false),
    /** Shown to people (gallery, pickers, landing pages, search, sitemap); a draft is seen by admins only. */
    isPublished: boolean("is_published").notNull().default(true),
    /** Whether `image` is an admin's upload, which updates keep, rather than page one drawn by the server. */
    imageUploaded: boolean("image_uploaded").notNull().default(false),
    /** What search reads: the title over the description, hyphenated words joined too. */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B') || setweight(${joinedCompounds(sql`"title"`)}, 'A') || setweight(${joinedCompounds(sql`"description"`)}, 'B')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who changed it last; null for the seed's templates and once that account is gone. */
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("templates_order_idx").on(t.orderBy, t.id)],
);

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplateRow = typeof templates.$inferInsert;
