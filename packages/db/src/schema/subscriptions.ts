import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A person's Paddle Billing subscription as the webhooks last told it. `users.plan_*` is derived from the
 * current row in the same transaction, so every request reads the plan without a join.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paddleSubscriptionId: text("paddle_subscription_id").notNull(),
    paddleCustomerId: text("paddle_customer_id").notNull(),
    paddlePriceId: text("paddle_price_id"),
    /** Paddle's status: active, trialing, past_due, paused or canceled. */
    status: text("status").notNull(),
    /** The billing interval: month or year. */
    interval: text("interval"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** When a scheduled cancellation takes effect (the end of the paid period). */
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** occurred_at of the newest event applied: an older event arriving later changes nothing. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_paddle_id_key").on(t.paddleSubscriptionId),
    index("subscriptions_user_idx").on(t.userId, t.updatedAt),
    index("subscriptions_customer_idx").on(t.paddleCustomerId),
  ],
);

/** Every webhook event applied or ignored, by Paddle's event id: a redelivery is acknowledged and skipped. */
export const paddleEvents = pgTable("paddle_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A completed Paddle transaction: one row of a person's billing history. */
export const billingRecords = pgTable(
  "billing_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paddleTransactionId: text("paddle_transaction_id").notNull(),
    paddleSubscriptionId: text("paddle_subscription_id"),
    /** The total in the currency's smallest unit, as Paddle sends it. */
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    billedAt: timestamp("billed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("billing_records_transaction_key").on(t.paddleTransactionId),
    index("billing_records_user_idx").on(t.userId, t.billedAt),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingRecordRow = typeof billingRecords.$inferSelect;
