import { createHmac } from "node:crypto";

/** Paddle Billing's JSON shapes for what Listful reads (prices, subscriptions, transactions, discounts, events),
 * and its webhook signature: what the stand-in answers and sends. */

export const MONTHLY = "pri_01monthly";
export const YEARLY = "pri_01yearly";

/**
 * The settings that turn paid mode on, signed with this webhook secret, for a test app whose Paddle is a stand-in
 * (`apiUrl`) or nothing at all (an address that answers nothing, for tests that never call Paddle).
 */
export function paddleSettings(options: {
  webhookSecret: string;
  apiUrl?: string;
  timeoutMs?: number;
}): Record<string, string> {
  return {
    PADDLE_API_KEY: "pdl_sdbx_apikey_test",
    PADDLE_CLIENT_TOKEN: "test_client_token",
    PADDLE_WEBHOOK_SECRET: options.webhookSecret,
    PADDLE_PRICE_MONTHLY: MONTHLY,
    PADDLE_PRICE_YEARLY: YEARLY,
    PADDLE_API_URL: options.apiUrl ?? "http://127.0.0.1:9",
    ...(options.timeoutMs ? { PADDLE_TIMEOUT_MS: String(options.timeoutMs) } : {}),
  };
}
const NOW = () => new Date().toISOString();

export function signature(body: string, secret: string, ts = Math.floor(Date.now() / 1000)): string {
  return `ts=${ts};h1=${createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex")}`;
}

export function priceJson(id: string) {
  const yearly = id === YEARLY;
  return {
    id,
    product_id: "pro_01premium",
    description: yearly ? "Premium yearly" : "Premium monthly",
    name: yearly ? "Yearly" : "Monthly",
    type: "standard",
    billing_cycle: { interval: yearly ? "year" : "month", frequency: 1 },
    trial_period: null,
    tax_mode: "account_setting",
    unit_price: { amount: yearly ? "4800" : "600", currency_code: "USD" },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: "active",
    custom_data: null,
    import_meta: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

export type SubscriptionState = {
  id: string;
  customerId: string;
  userId: string | null;
  priceId: string;
  status: string;
  periodEnd: string;
  cancelAt: string | null;
};

export function subscriptionJson(s: SubscriptionState) {
  const yearly = s.priceId === YEARLY;
  return {
    id: s.id,
    status: s.status,
    customer_id: s.customerId,
    address_id: "add_01",
    business_id: null,
    currency_code: "USD",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: NOW(),
    started_at: "2026-01-01T00:00:00Z",
    first_billed_at: "2026-01-01T00:00:00Z",
    next_billed_at: s.status === "active" && !s.cancelAt ? s.periodEnd : null,
    paused_at: null,
    canceled_at: s.status === "canceled" ? NOW() : null,
    discount: null,
    collection_mode: "automatic",
    billing_details: null,
    current_billing_period: { starts_at: "2026-01-01T00:00:00Z", ends_at: s.periodEnd },
    billing_cycle: { interval: yearly ? "year" : "month", frequency: 1 },
    scheduled_change: s.cancelAt ? { action: "cancel", effective_at: s.cancelAt, resume_at: null } : null,
    management_urls: null,
    items: [
      {
        status: "active",
        quantity: 1,
        recurring: true,
        created_at: "2026-01-01T00:00:00Z",
        updated_at: NOW(),
        previously_billed_at: null,
        next_billed_at: null,
        trial_dates: null,
        price: priceJson(s.priceId),
        product: { id: "pro_01premium", name: "Premium", status: "active", tax_category: "standard" },
      },
    ],
    custom_data: s.userId ? { userId: s.userId } : null,
    import_meta: null,
  };
}

export function transactionJson(t: { id: string; customerId: string; userId: string | null; total: string }) {
  return {
    id: t.id,
    status: "completed",
    customer_id: t.customerId,
    address_id: "add_01",
    business_id: null,
    custom_data: t.userId ? { userId: t.userId } : null,
    currency_code: "USD",
    origin: "web",
    subscription_id: "sub_01",
    invoice_id: "inv_01",
    invoice_number: "123-10001",
    collection_mode: "automatic",
    discount_id: null,
    billing_details: null,
    billing_period: null,
    items: [],
    details: {
      tax_rates_used: [],
      totals: {
        subtotal: t.total,
        discount: "0",
        tax: "0",
        total: t.total,
        credit: "0",
        balance: "0",
        grand_total: t.total,
        fee: null,
        earnings: null,
        currency_code: "USD",
      },
      line_items: [],
    },
    payments: [],
    checkout: null,
    created_at: NOW(),
    updated_at: NOW(),
    billed_at: NOW(),
    revised_at: null,
  };
}

let sequence = 0;
export function eventJson(type: string, data: unknown, occurredAt = new Date()) {
  sequence += 1;
  return {
    event_id: `evt_${Date.now()}_${sequence}`,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${sequence}`,
    data,
  };
}

export function discountJson(code: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `dsc_${code}`,
    status: "active",
    description: `${code} discount`,
    enabled_for_checkout: true,
    code,
    type: "percentage",
    mode: "standard",
    amount: "20",
    currency_code: null,
    recur: false,
    maximum_recurring_intervals: null,
    usage_limit: null,
    restrict_to: [MONTHLY],
    expires_at: null,
    custom_data: null,
    times_used: 0,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    import_meta: null,
    discount_group_id: null,
    ...overrides,
  };
}

export function immediateTransaction(total: string) {
  return {
    billing_period: { starts_at: NOW(), ends_at: NOW() },
    details: {
      tax_rates_used: [],
      totals: {
        subtotal: total,
        discount: "0",
        tax: "0",
        total,
        credit: "0",
        balance: "0",
        grand_total: total,
        fee: null,
        earnings: null,
        currency_code: "USD",
      },
      line_items: [],
    },
    adjustments: [],
  };
}
