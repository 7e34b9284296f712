import { InvalidInputError } from "../domain-errors.ts";

export type HumanCheckConfig = {
  secret: string | undefined;
  minScore: number;
  verifyUrl: string;
};

/** Verifies a reCAPTCHA v3 token for an action. */
export type HumanCheck = (token: string | undefined, action: string, ip: string) => Promise<void>;

const FAILED = "We could not verify that you are human. Reload the page and try again.";

/**
 * reCAPTCHA v3 when a secret is configured, skipped otherwise. It fails closed: an unreachable verifier or a
 * low score refuses the request.
 */
export function createHumanCheck(config: HumanCheckConfig): HumanCheck {
  return async (token, action, ip) => {
    if (!config.secret) return;
    if (!token) throw new InvalidInputError({ recaptchaToken: FAILED }, FAILED);
    let verdict: { success?: boolean; score?: number; action?: string };
    try {
      const response = await fetch(config.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret: config.secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      });
      verdict = (await response.json()) as typeof verdict;
    } catch {
      throw new InvalidInputError({ recaptchaToken: FAILED }, FAILED);
    }
    const scoreOk = typeof verdict.score !== "number" || verdict.score >= config.minScore;
    const actionOk = !verdict.action || verdict.action === action;
    if (verdict.success !== true || !scoreOk || !actionOk) {
      throw new InvalidInputError({ recaptchaToken: FAILED }, FAILED);
    }
  };
}
