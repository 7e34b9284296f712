import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The Google or Facebook accounts a person signs in with: the provider's stable subject id, never the
 * e-mail (an address can change hands at the provider), is what finds the person again.
 */
export const signInIdentities = pgTable(
  "sign_in_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex("sign_in_identities_user_provider_key").on(t.userId, t.provider),
  ],
);

export type SignInIdentityRow = typeof signInIdentities.$inferSelect;
