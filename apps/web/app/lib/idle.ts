type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a task of its own, so the browser can paint and answer a tap between two pieces of work that
 * would otherwise run as one long task (Chromium's `scheduler.yield`, elsewhere a zero timeout).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type IdleOptions = {
  /** The longest wait for an idle moment, in ms. */
  readonly timeout: number;
  /** The wait where the browser cannot say when it is idle (Safari), in ms. */
  readonly fallback: number;
};

/** Runs `callback` once the browser is idle; returns what cancels it (an effect's clean-up). */
export function whenIdle(callback: () => void, { timeout, fallback }: IdleOptions): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(callback, fallback);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout });
  return () => cancelIdleCallback(idle);
}
