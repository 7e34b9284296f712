import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work that must run on one instance at a time (drawing a page-one image), claimed by key for a while: the
 * instance that holds the claim does it, the others leave it or try again later.
 */
export const jobClaims = pgTable("job_claims", {
  key: text("key").primaryKey(),
  claimedBy: text("claimed_by").notNull(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }).notNull(),
});
