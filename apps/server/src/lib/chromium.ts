/**
 * How Listful runs Debian's Chromium: the server's PDF renderer, and with the same settings everything that
 * must see what it prints (the browser tests, the benchmarks, and through the root vitest.config.ts the
 * sheet's print tests; exported as `@listful/server/chromium`). On a closed network with no background
 * traffic, no sandbox when running as root, and font hinting off so printed text keeps the same metrics as
 * on screen.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];

/** Debian's Chromium. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** The Chromium to run: CHROMIUM_PATH when set, else Debian's. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}
