import type { SubscriptionResponse } from "@listful/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { ConfirmModal } from "../../ui/modal.tsx";
import { UpgradeModal } from "./upgrade-modal.tsx";

const STATUS_NAMES: Record<string, string> = {
  active: "Active",
  past_due: "Payment due",
  cancelled_active: "Cancelled, active until the end date",
  terminated: "Ended",
  paused: "Paused",
};

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** The settings page's subscription: plan, status, renewal or end date, and the ways to change it. */
export function SubscriptionSettings({ subscription }: { subscription: SubscriptionResponse }) {
  const [isCancelOpen, setCancelOpen] = useState(false);
  const cancelling = useMutation("cancel", { onSuccess: () => setCancelOpen(false) });
  const isPremium = subscription.plan_type === "subscription" && subscription.status !== "terminated";
  const plan = isPremium
    ? `Premium, ${subscription.interval === "year" ? "yearly" : "monthly"}`
    : subscription.status === "terminated"
      ? "Free (your Premium subscription has ended)"
      : "Free";

  return (
    <div className="flex flex-col gap-1">
      <dl className="grid grid-cols-[auto_1fr] gap-x-1.5 gap-y-0.5">
        <dt className="text-ink-soft">Plan</dt>
        <dd className="font-medium text-ink">{plan}</dd>
        {isPremium ? (
          <>
            <dt className="text-ink-soft">Status</dt>
            <dd className="text-ink">{STATUS_NAMES[subscription.status] ?? subscription.status}</dd>
          </>
        ) : null}
        {isPremium && subscription.renews_at ? (
          <>
            <dt className="text-ink-soft">Renews on</dt>
            <dd className="text-ink">{formatDate(subscription.renews_at)}</dd>
          </>
        ) : null}
        {isPremium && subscription.ends_at ? (
          <>
            <dt className="text-ink-soft">Premium until</dt>
            <dd className="text-ink">{formatDate(subscription.ends_at)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-0.75">
        {!isPremium ? (
          <Link to={HREFS.pricing} className={buttonClass({})}>
            See Premium plans
          </Link>
        ) : null}
        {isPremium && subscription.status !== "cancelled_active" && subscription.interval === "month" ? (
          <UpgradeModal />
        ) : null}
        {isPremium && subscription.status !== "cancelled_active" ? (
          <ConfirmModal
            trigger={<Button variant="danger">Cancel subscription</Button>}
            open={isCancelOpen}
            onOpen={() => setCancelOpen(true)}
            onClose={() => setCancelOpen(false)}
            title="Cancel your subscription?"
            description="Premium stays until the end of the period you have paid for. Your checklists stay yours either way."
            actionLabel="Cancel subscription"
            pending={cancelling.pending}
            onConfirm={() => cancelling.submit()}
          />
        ) : null}
      </div>
    </div>
  );
}
