import { type DiscountResponse, formatMoney, type PricingResponse } from "@listful/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api.ts";
import { HREFS } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { isSubscribed } from "../../lib/subscription.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { TabList, type TabOption, TabPanel } from "../../ui/tabs.tsx";
import { toast } from "../../ui/toast.ts";
import { AuthModal } from "../auth/auth-modal.tsx";
import { keepCoupon, readCoupon } from "./coupon.ts";
import { CouponField } from "./coupon-field.tsx";
import { openCheckout, previewPrices } from "./paddle-checkout.ts";
import { PaymentProcessingModal } from "./payment-processing-modal.tsx";
import { PlanCard } from "./plan-card.tsx";

type PaidPricing = Extract<PricingResponse, { free: false }>;
type Period = "monthly" | "yearly";
type Coupon = { code: string; discount: DiscountResponse | null };

const FREE_FEATURES = [
  "Every free template",
  "Unlimited checklists and folders",
  "PDFs, sharing and check-off",
];
const PREMIUM_FEATURES = [
  "Everything in Free",
  "Every premium template",
  "Premium backgrounds",
  "Your own colours with the colour picker",
  "Handwriting fonts",
];
const CHECKOUT_FAILED = "The checkout could not open. Please try again in a moment.";
const PERIODS: readonly TabOption<Period>[] = [
  { value: "monthly", label: "monthly" },
  { value: "yearly", label: "yearly" },
];
const PERIOD_TABS_ID = "billing-period";

/** The plans, the monthly/yearly tabs, the coupon, and the way to Paddle's checkout. */
export function PricingPlans({ pricing }: { pricing: PaidPricing }) {
  const { user } = useRootData();
  const [period, setPeriod] = useState<Period>("yearly");
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [shown, setShown] = useState<Record<string, string>>();
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [isAuthOpen, setAuthOpen] = useState(false);
  const [isProcessing, setProcessing] = useState(false);

  useEffect(() => {
    // The coupon kept at app start (?coupon=CODE) is checked before it is offered at checkout.
    const kept = readCoupon();
    if (!kept) return;
    void api
      .request("GET /api/discount/:code", { params: { code: kept } })
      .then((discount) => setCoupon({ code: kept, discount }))
      .catch(() => keepCoupon(null));
  }, []);
  useEffect(() => {
    let current = true;
    void previewPrices(pricing, coupon?.code ?? null).then((prices) => current && setShown(prices));
    return () => {
      current = false;
    };
  }, [pricing, coupon?.code]);

  const monthly = pricing.plans.find((plan) => plan.id === "monthly");
  const selected = pricing.plans.find((plan) => plan.id === period);
  const priceOf = (plan: typeof selected) =>
    plan
      ? (shown?.[plan.priceId] ??
        (plan.amount && plan.currency ? formatMoney(plan.amount, plan.currency) : null))
      : null;
  const yearlyOld =
    period === "yearly" && monthly?.amount && monthly.currency
      ? formatMoney(String(Number(monthly.amount) * 12), monthly.currency)
      : undefined;

  async function checkout(priceId: string, buyer: { id: string; email: string }) {
    setWaitingFor(priceId);
    try {
      const paid = await openCheckout(pricing, {
        priceId,
        email: buyer.email,
        userId: buyer.id,
        coupon: coupon?.code ?? null,
      });
      if (paid) setProcessing(true);
    } catch {
      toast.error(CHECKOUT_FAILED);
    } finally {
      setWaitingFor(null);
    }
  }

  // A guest who signed in from the auth modal goes on to the plan they chose.
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkout reads this render's values; it runs when the user arrives
  useEffect(() => {
    if (!user || !pendingPlan) return;
    setPendingPlan(null);
    if (!isSubscribed(user)) void checkout(pendingPlan, user);
  }, [user, pendingPlan]);

  function choose(priceId: string) {
    if (user) return void checkout(priceId, user);
    setPendingPlan(priceId);
    setAuthOpen(true);
  }

  const premiumAction =
    user && isSubscribed(user) ? (
      <Link to={HREFS.profile} className={buttonClass({ variant: "secondary", className: "w-full" })}>
        Manage your subscription
      </Link>
    ) : (
      <Button
        className="w-full"
        size="lg"
        pending={waitingFor === selected?.priceId}
        onClick={() => selected && choose(selected.priceId)}
      >
        Get Premium {period}
      </Button>
    );

  const plans = (
    <div className="flex w-full flex-col items-center justify-center gap-1.5 md:flex-row md:items-stretch">
      <PlanCard
        name="Free"
        price={priceOf(monthly)?.replace(/[\d.,]+/, "0") ?? "Free"}
        per="forever"
        features={FREE_FEATURES}
        action={
          <Link to={HREFS.gallery} className={buttonClass({ variant: "secondary", className: "w-full" })}>
            Browse templates
          </Link>
        }
      />
      <PlanCard
        name="Premium"
        isPopular
        price={priceOf(selected) ?? "—"}
        per={period === "yearly" ? "a year" : "a month"}
        oldPrice={yearlyOld}
        note={period === "yearly" ? "Two months free compared with monthly" : undefined}
        features={PREMIUM_FEATURES}
        action={premiumAction}
      />
    </div>
  );

  return (
    <div className="flex flex-col items-center gap-2">
      <TabList
        label="Billing period"
        tabs={PERIODS}
        selected={period}
        onSelect={setPeriod}
        idPrefix={PERIOD_TABS_ID}
        className="flex rounded-full border border-line bg-white p-0.3"
        tabClassName="rounded-full px-1.5 py-0.5 font-medium capitalize text-ink-soft data-[state=active]:bg-primary-600 data-[state=active]:text-white data-[state=inactive]:hover:text-ink"
      />
      {/* The plans at the period chosen: the selected tab's panel (only it draws them). */}
      {PERIODS.map(({ value }) => (
        <TabPanel
          key={value}
          idPrefix={PERIOD_TABS_ID}
          value={value}
          selected={period}
          className="w-full rounded-3xl"
        >
          {plans}
        </TabPanel>
      ))}
      <CouponField coupon={coupon} onChange={setCoupon} />
      <AuthModal
        then="continue"
        description="Your Premium subscription belongs to your account: sign in or create one, then pay."
        open={isAuthOpen}
        onOpenChange={(open) => {
          setAuthOpen(open);
          if (!open && !user) setPendingPlan(null);
        }}
        onSignedIn={() => setAuthOpen(false)}
      />
      <PaymentProcessingModal open={isProcessing} onClose={() => setProcessing(false)} />
    </div>
  );
}
