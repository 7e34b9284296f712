import { boolean, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What people say about Listful, shown on the home and landing pages. `isExample` marks the seeded examples
 * (never passed off as real reviews: no Review structured data for them); `seedKey` lets the seed find its
 * own rows again, so seeding twice adds nothing and an admin's edits survive.
 */
export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  seedKey: text("seed_key").unique(),
  name: text("name").notNull(),
  role: text("role").notNull().default(""),
  quote: text("quote").notNull(),
  rating: smallint("rating").notNull().default(5),
  photo: text("photo"),
  isExample: boolean("is_example").notNull().default(false),
  isHidden: boolean("is_hidden").notNull().default(false),
  orderBy: integer("order_by").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TestimonialRow = typeof testimonials.$inferSelect;
