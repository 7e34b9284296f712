import type { FastifyBaseLogger } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { serviceUnavailable } from "../errors.ts";

/** Chromium flags for a closed network: no background traffic, no sandbox when running as root. */
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

export type PageJob<T> = (page: Page) => Promise<T>;

export type BrowserPool = {
  run<T>(job: PageJob<T>): Promise<T>;
  /** Starts Chromium and its pages ahead of the first request. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

type Slot = { page: Page };

export type BrowserPoolOptions = {
  executablePath: string;
  size: number;
  maxQueue: number;
  jobTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Told of every request a page tried to make; all are refused (pages get their content whole). */
  onBlockedRequest?: (url: string) => void;
};

/**
 * One Chromium with a few reused pages. Jobs wait in a bounded queue (503 when it is full); a dead browser
 * is relaunched on the next job, and a job that lost its browser mid-way is retried once.
 */
export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  let browser: Promise<Browser> | null = null;
  const idle: Slot[] = [];
  let live = 0;
  const waiters: (() => void)[] = [];
  let closed = false;

  function launch(): Promise<Browser> {
    browser ??= chromium
      .launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS, headless: true })
      .then((b) => {
        b.on("disconnected", () => {
          options.log.warn("chromium exited; it will be restarted on the next job");
          browser = null;
          idle.length = 0;
          live = 0;
          wakeAll();
        });
        return b;
      })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  }

  async function newSlot(): Promise<Slot> {
    const page = await (await launch()).newPage({ javaScriptEnabled: false });
    // Pages receive self-contained HTML: nothing may be fetched, least of all what a document names.
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith("data:")) return route.continue();
      options.onBlockedRequest?.(url);
      return route.abort("blockedbyclient");
    });
    return { page };
  }

  function wakeAll() {
    for (const wake of waiters.splice(0)) wake();
  }

  async function acquire(): Promise<Slot> {
    if (idle.length === 0 && live >= options.size && waiters.length >= options.maxQueue) {
      throw serviceUnavailable("The PDF service is busy. Please try again in a few seconds.", 2);
    }
    for (;;) {
      const ready = idle.pop();
      if (ready && !ready.page.isClosed()) return ready;
      if (ready) {
        live -= 1;
        continue;
      }
      if (live < options.size) {
        live += 1;
        try {
          return await newSlot();
        } catch (error) {
          live -= 1;
          throw error;
        }
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  function release(slot: Slot, healthy: boolean) {
    if (healthy && !slot.page.isClosed()) {
      idle.push(slot);
    } else {
      live = Math.max(0, live - 1);
      void slot.page.close().catch(() => undefined);
    }
    waiters.shift()?.();
  }

  async function attempt<T>(job: PageJob<T>): Promise<T> {
    const slot = await acquire();
    let healthy = true;
    const timer = setTimeout(() => {
      healthy = false;
      void slot.page.close().catch(() => undefined);
    }, options.jobTimeoutMs);
    try {
      return await job(slot.page);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      clearTimeout(timer);
      release(slot, healthy);
    }
  }

  return {
    async run(job) {
      if (closed) throw serviceUnavailable("The PDF service is shutting down.");
      try {
        return await attempt(job);
      } catch (error) {
        // The browser died under the job: the next attempt starts a new one.
        if (!closed && isBrowserGone(error)) return attempt(job);
        throw error;
      }
    },
    async warm() {
      release(await acquire(), true);
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
    },
  };
}

function isBrowserGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /has been closed|has disconnected|Target closed|crashed/i.test(message);
}
