import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** The nine template types (habit tracker, monthly calendar, ...), each with a landing page. */
export const templateCategories = pgTable("template_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  orderBy: integer("order_by").notNull().default(0),
});

export type TemplateCategoryRow = typeof templateCategories.$inferSelect;
