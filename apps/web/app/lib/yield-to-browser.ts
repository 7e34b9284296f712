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
