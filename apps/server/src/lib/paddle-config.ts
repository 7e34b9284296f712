/** Paddle Billing as configured: present only in paid mode. */
export type PaddleConfig = {
  apiKey: string;
  clientToken: string;
  webhookSecret: string;
  environment: "sandbox" | "production";
  /** Where the SDK sends its calls: Paddle's own address for the environment unless PADDLE_API_URL says. */
  apiUrl: string | undefined;
  vendorId: number;
  /** How long a call to Paddle may take before the person is told payments are unavailable. */
  timeoutMs: number;
  prices: { monthly: string; yearly: string };
};

export type PaddleSettings = {
  PADDLE_API_KEY?: string | undefined;
  PADDLE_CLIENT_TOKEN?: string | undefined;
  PADDLE_WEBHOOK_SECRET?: string | undefined;
  PADDLE_PRICE_MONTHLY?: string | undefined;
  PADDLE_PRICE_YEARLY?: string | undefined;
  PADDLE_ENVIRONMENT: "sandbox" | "production";
  PADDLE_API_URL?: string | undefined;
  PADDLE_VENDOR_ID: number;
  PADDLE_TIMEOUT_MS: number;
  FREE_MODE: boolean;
};

const REQUIRED = [
  "PADDLE_API_KEY",
  "PADDLE_CLIENT_TOKEN",
  "PADDLE_WEBHOOK_SECRET",
  "PADDLE_PRICE_MONTHLY",
  "PADDLE_PRICE_YEARLY",
] as const;

/**
 * Paid mode needs all five Paddle settings; none means free mode, and FREE_MODE=true forces it. A partial set
 * is a mistake that would take money without unlocking anything, so it is refused with the names missing.
 */
export function readPaddleConfig(e: PaddleSettings): { paddle: PaddleConfig | undefined; missing: string[] } {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (e.FREE_MODE || missing.length === REQUIRED.length) return { paddle: undefined, missing: [] };
  if (missing.length > 0) return { paddle: undefined, missing };
  return {
    paddle: {
      apiKey: e.PADDLE_API_KEY ?? "",
      clientToken: e.PADDLE_CLIENT_TOKEN ?? "",
      webhookSecret: e.PADDLE_WEBHOOK_SECRET ?? "",
      environment: e.PADDLE_ENVIRONMENT,
      apiUrl: e.PADDLE_API_URL?.replace(/\/+$/, ""),
      vendorId: e.PADDLE_VENDOR_ID,
      timeoutMs: e.PADDLE_TIMEOUT_MS,
      prices: { monthly: e.PADDLE_PRICE_MONTHLY ?? "", yearly: e.PADDLE_PRICE_YEARLY ?? "" },
    },
    missing: [],
  };
}
