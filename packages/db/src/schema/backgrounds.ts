import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Page backgrounds a design can show behind the sheet (the document's design.backgroundId). */
export const backgrounds = pgTable("backgrounds", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Path of the vector image, served by the app. */
  image: text("image").notNull(),
  isPremium: boolean("is_premium").notNull().default(false),
  orderBy: integer("order_by").notNull().default(0),
});

export type BackgroundRow = typeof backgrounds.$inferSelect;
