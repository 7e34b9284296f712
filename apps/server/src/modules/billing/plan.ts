import type { Plan } from "@listful/contracts";
import type { SubscriptionRow, UserRow } from "@listful/db";

/**
 * The plan (docs/PRODUCT.md, Subscription status), stored on the user: the part of a subscription every
 * request needs.
 */
export type StoredPlan = { planType: string; planStatus: string; planEndsAt: Date | null };

/**
 * The plan a subscription gives. Paddle's statuses map to Listful's: a cancellation scheduled for the
 * period's end is 'cancelled_active' until then; canceled is 'terminated'; paused bills nothing, so it
 * unlocks nothing (type 'free', status 'paused'); past_due keeps premium while Paddle retries the payment.
 */
export function planOfSubscription(
  row: Pick<SubscriptionRow, "status" | "cancelAt" | "currentPeriodEnd">,
): StoredPlan {
  switch (row.status) {
    case "canceled":
      return { planType: "subscription", planStatus: "terminated", planEndsAt: null };
    case "paused":
      return { planType: "free", planStatus: "paused", planEndsAt: null };
    default:
      if (row.cancelAt) {
        return { planType: "subscription", planStatus: "cancelled_active", planEndsAt: row.cancelAt };
      }
      return {
        planType: "subscription",
        planStatus: row.status === "past_due" ? "past_due" : "active",
        planEndsAt: null,
      };
  }
}

/** The plan as the person has it now: a cancelled subscription whose paid period is over is terminated. */
export function currentPlan(
  user: Pick<UserRow, "planType" | "planStatus" | "planEndsAt">,
  now = new Date(),
): Plan {
  if (user.planStatus === "cancelled_active" && user.planEndsAt && user.planEndsAt <= now) {
    return { type: user.planType, status: "terminated" };
  }
  return { type: user.planType, status: user.planStatus };
}

/** Subscribed when the plan type is 'subscription' and its status is not 'terminated'. */
export function isSubscribed(
  user: Pick<UserRow, "planType" | "planStatus" | "planEndsAt">,
  now = new Date(),
): boolean {
  const plan = currentPlan(user, now);
  return plan.type === "subscription" && plan.status !== "terminated";
}
