import type { User } from "@listful/contracts";

/** Subscribed while the plan is a subscription that has not been terminated. */
export function isSubscribed(user: Pick<User, "plan">): boolean {
  return user.plan.type === "subscription" && user.plan.status !== "terminated";
}
