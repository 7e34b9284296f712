import { createHash } from "node:crypto";
import type { FailureCounts } from "../../lib/failure-counts.ts";

const MINUTE = 60_000;
/** Failures are forgotten this long after the last one (the counts' window). */
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * MINUTE;
/** Wrong passwords an address may give for one account before it has to wait. */
const FREE_FAILURES = 5;
/** Failures on one account, from every address, that mean it is under attack: then waits start at once. */
const ACCOUNT_UNDER_ATTACK = 20;
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 15 * MINUTE;

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * Slows password guessing without letting anyone lock the owner out. Failures are counted per (account,
 * address) and per account; only the address that failed waits, twice as long after each further failure.
 * When an account is under attack from many addresses, every address waits from its first failure, but an
 * address that has not failed (the owner on a new network) is never held back, so a stranger cannot keep
 * the owner out however long the attack goes on. Attempts that are turned away do not count.
 */
export function createSignInThrottle(deps: {
  counts: FailureCounts;
  isEnforced: boolean;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  // Accounts by a hash of the e-mail: unknown e-mails are throttled alike, and no address is kept in clear.
  const keysOf = (email: string, ip: string) => {
    const account = createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
    return [`sign-in:${account}:${ip}`, `sign-in:${account}`];
  };

  function waitAfter(failures: number, accountFailures: number): number {
    const free = accountFailures >= ACCOUNT_UNDER_ATTACK ? 1 : FREE_FAILURES;
    if (failures < free) return 0;
    return Math.min(FIRST_WAIT_MS * 2 ** (failures - free), LONGEST_WAIT_MS);
  }

  return {
    /** How long this address must wait before its next try at this account; 0 when it may try now. */
    async waitMs(email: string, ip: string): Promise<number> {
      if (!deps.isEnforced) return 0;
      const [pair, account] = await deps.counts.read(keysOf(email, ip));
      if (!pair?.count) return 0;
      return Math.max(0, pair.lastAt + waitAfter(pair.count, account?.count ?? 0) - now());
    },

    /** Counts a wrong password; `isRepeated` once this address has to wait, which is worth a warning. */
    async failed(email: string, ip: string) {
      const [pair, account] = await deps.counts.add(keysOf(email, ip));
      const failures = pair?.count ?? 1;
      const accountFailures = account?.count ?? 1;
      return { failures, accountFailures, isRepeated: waitAfter(failures, accountFailures) > 0 };
    },

    /** The right password: this address starts afresh; the account's count stays until it is forgotten. */
    async succeeded(email: string, ip: string): Promise<void> {
      await deps.counts.clear(keysOf(email, ip)[0] as string);
    },
  };
}

/** A wait as a person reads it: "1 second", "45 seconds", "3 minutes" (rounded up). */
export function describeWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
