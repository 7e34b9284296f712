import {
  type BillingRecordRow,
  billingRecords,
  type Database,
  desc,
  eq,
  paddleEvents,
  type SubscriptionRow,
  subscriptions,
  users,
} from "@listful/db";
import { isUserId } from "../../lib/user-id.ts";
import { planOfSubscription, type StoredPlan } from "./plan.ts";

export type SubscriptionChange = Omit<SubscriptionRow, "id" | "createdAt" | "updatedAt">;
export type NewBillingRecord = Omit<BillingRecordRow, "id">;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

export function createSubscriptionRepository(db: Database) {
  return {
    /**
     * Runs `apply` once per event id, in one transaction with the event's record: a redelivered event finds
     * its id taken and is skipped (answers false).
     */
    async onceForEvent(
      event: { eventId: string; eventType: string; occurredAt: Date },
      apply: (tx: SubscriptionStore) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(paddleEvents)
          .values(event)
          .onConflictDoNothing()
          .returning({ eventId: paddleEvents.eventId });
        if (inserted.length === 0) return false;
        await apply(storeOf(tx));
        return true;
      });
    },
    async latestOf(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      return row;
    },
    async billingsOf(userId: string): Promise<BillingRecordRow[]> {
      return db
        .select()
        .from(billingRecords)
        .where(eq(billingRecords.userId, userId))
        .orderBy(desc(billingRecords.billedAt))
        .limit(100);
    },
    async billing(userId: string, transactionId: string): Promise<BillingRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(billingRecords)
        .where(eq(billingRecords.paddleTransactionId, transactionId))
        .limit(1);
      return row?.userId === userId ? row : undefined;
    },
  };
}

export type SubscriptionStore = ReturnType<typeof storeOf>;

/** What one event may read and write, inside its transaction. */
function storeOf(tx: Tx) {
  return {
    async userExists(userId: string): Promise<boolean> {
      // A malformed id would abort the whole transaction with a type error.
      if (!isUserId(userId)) return false;
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },
    async byPaddleId(paddleSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.paddleSubscriptionId, paddleSubscriptionId))
        .for("update")
        .limit(1);
      return row;
    },
    async userOfCustomer(paddleCustomerId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.paddleCustomerId, paddleCustomerId))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      return row?.userId;
    },
    /** Writes the subscription and the plan it gives its user. */
    async save(change: SubscriptionChange): Promise<void> {
      await tx
        .insert(subscriptions)
        .values(change)
        .onConflictDoUpdate({
          target: subscriptions.paddleSubscriptionId,
          set: { ...change, updatedAt: new Date() },
        });
      const plan: StoredPlan = planOfSubscription(change);
      await tx
        .update(users)
        .set({ ...plan, updatedAt: new Date() })
        .where(eq(users.id, change.userId));
    },
    async addBilling(record: NewBillingRecord): Promise<void> {
      await tx
        .insert(billingRecords)
        .values(record)
        .onConflictDoUpdate({
          target: billingRecords.paddleTransactionId,
          set: { status: record.status, amount: record.amount, currency: record.currency },
        });
    },
  };
}
