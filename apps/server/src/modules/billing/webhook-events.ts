import {
  type EventEntity,
  EventName,
  type SubscriptionNotification,
  type TransactionNotification,
} from "@paddle/paddle-node-sdk";
import type { SubscriptionRepository, SubscriptionStore } from "./subscription.repository.ts";

const SUBSCRIPTION_EVENTS = new Set<string>([
  EventName.SubscriptionCreated,
  EventName.SubscriptionActivated,
  EventName.SubscriptionUpdated,
  EventName.SubscriptionCanceled,
  EventName.SubscriptionPastDue,
  EventName.SubscriptionPaused,
  EventName.SubscriptionResumed,
  EventName.SubscriptionTrialing,
]);

export type WebhookLog = {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
};

/**
 * Applies one verified webhook event. Each event id is applied once (a redelivery is skipped), and a
 * subscription only takes an event newer than the last it took, so events arriving out of order leave the
 * newest state. An event for nobody we know is recorded and logged: answering an error would only make
 * Paddle retry it.
 */
export function createWebhookEvents(deps: { subscriptions: SubscriptionRepository; log: WebhookLog }) {
  return async function applyEvent(event: EventEntity): Promise<"applied" | "duplicate"> {
    const occurredAt = new Date(event.occurredAt);
    const applied = await deps.subscriptions.onceForEvent(
      { eventId: event.eventId, eventType: event.eventType, occurredAt },
      async (store) => {
        if (SUBSCRIPTION_EVENTS.has(event.eventType)) {
          await applySubscription(store, event.data as SubscriptionNotification, occurredAt, deps.log);
        } else if (event.eventType === EventName.TransactionCompleted) {
          await applyTransaction(store, event.data as TransactionNotification, deps.log);
        }
      },
    );
    return applied ? "applied" : "duplicate";
  };
}

async function userOf(
  store: SubscriptionStore,
  data: { customData: unknown; customerId: string | null },
): Promise<string | undefined> {
  const custom = data.customData as { userId?: unknown } | null;
  if (typeof custom?.userId === "string" && (await store.userExists(custom.userId))) {
    return custom.userId;
  }
  return data.customerId ? store.userOfCustomer(data.customerId) : undefined;
}

async function applySubscription(
  store: SubscriptionStore,
  data: SubscriptionNotification,
  occurredAt: Date,
  log: WebhookLog,
) {
  const known = await store.byPaddleId(data.id);
  if (known && known.lastEventAt >= occurredAt) {
    log.info({ subscription: data.id }, "older subscription event ignored");
    return;
  }
  const userId = known?.userId ?? (await userOf(store, data));
  if (!userId) {
    log.warn({ subscription: data.id, customer: data.customerId }, "subscription event for an unknown user");
    return;
  }
  const cancel =
    data.scheduledChange?.action === "cancel" ? new Date(data.scheduledChange.effectiveAt) : null;
  const periodEnd = data.currentBillingPeriod?.endsAt;
  await store.save({
    userId,
    paddleSubscriptionId: data.id,
    paddleCustomerId: data.customerId,
    paddlePriceId: data.items[0]?.price?.id ?? null,
    status: data.status,
    interval: data.billingCycle?.interval ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd) : null,
    cancelAt: data.status === "canceled" ? null : cancel,
    canceledAt: data.canceledAt ? new Date(data.canceledAt) : null,
    lastEventAt: occurredAt,
  });
}

async function applyTransaction(store: SubscriptionStore, data: TransactionNotification, log: WebhookLog) {
  const userId = await userOf(store, data);
  if (!userId) {
    log.warn({ transaction: data.id, customer: data.customerId }, "transaction for an unknown user");
    return;
  }
  await store.addBilling({
    userId,
    paddleTransactionId: data.id,
    paddleSubscriptionId: data.subscriptionId,
    amount: data.details?.totals?.total ?? "0",
    currency: data.currencyCode,
    status: data.status,
    billedAt: new Date(data.billedAt ?? data.updatedAt),
  });
}
