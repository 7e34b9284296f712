import type { FastifyBaseLogger } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { UnavailableError } from "../domain-errors.ts";
import { CHROMIUM_ARGS } from "../lib/chromium.ts";

export type PageJob<T> = (page: Page) => Promise<T>;

export type BrowserPool = {
  /**
   * Runs a job on a free page. `prepare` (building the page's HTML, say) starts at once, alongside the wait
   * for a page, but only once the request has been let into the queue: a full queue costs nothing.
   */
  run<T, P = undefined>(job: (page: Page, prepared: P) => Promise<T>, prepare?: () => Promise<P>): Promise<T>;
  /** Starts Chromium and its pages ahead of the first request. */
  warm(): Promise<void>;
  /** Pages open in Chromium, and jobs waiting for one. */
  stats(): { pages: number; queued: number };
  close(): Promise<void>;
};

/** A page, and the browser it belongs to (a new browser after a crash starts a new generation). */
type Slot = { page: Page; generation: number };

export type BrowserPoolOptions = {
  executablePath: string;
  size: number;
  maxQueue: number;
  jobTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Told how long each job held its page, in seconds. */
  onJobDone?: (seconds: number) => void;
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
  /** Pages open in the current browser, idle or at work. */
  let live = 0;
  let generation = 0;
  const waiters: (() => void)[] = [];
  let closed = false;

  function launch(): Promise<Browser> {
    browser ??= chromium
      .launch({
        executablePath: options.executablePath,
        args: CHROMIUM_ARGS,
        headless: true,
        // The server's shutdown closes Chromium once the jobs in flight are done; Playwright must not kill it
        // on the signal under them.
        handleSIGTERM: false,
        handleSIGINT: false,
        handleSIGHUP: false,
      })
      .then((b) => {
        b.on("disconnected", () => {
          options.log.warn("chromium exited; it will be restarted on the next job");
          browser = null;
          idle.length = 0;
          live = 0;
          // Pages still at work belong to the dead browser: handing them back must not count against the new one.
          generation += 1;
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
    const owner = generation;
    const page = await (await launch()).newPage({ javaScriptEnabled: false });
    // Pages receive self-contained HTML: nothing may be fetched, least of all what a document names.
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith("data:")) return route.continue();
      options.onBlockedRequest?.(url);
      return route.abort("blockedbyclient");
    });
    return { page, generation: owner };
  }

  function wakeAll() {
    for (const wake of waiters.splice(0)) wake();
  }

  function assertRoom() {
    if (idle.length === 0 && live >= options.size && waiters.length >= options.maxQueue) {
      throw new UnavailableError("The PDF service is busy. Please try again in a few seconds.", {
        retryAfterSeconds: 2,
      });
    }
  }

  async function acquire(): Promise<Slot> {
    assertRoom();
    for (;;) {
      const ready = idle.pop();
      if (ready && !ready.page.isClosed()) return ready;
      if (ready) {
        if (ready.generation === generation) live -= 1;
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
    const current = slot.generation === generation;
    if (current && healthy && !slot.page.isClosed()) {
      idle.push(slot);
    } else {
      if (current) live -= 1;
      void slot.page.close().catch(() => undefined);
    }
    waiters.shift()?.();
  }

  async function attempt<T>(job: PageJob<T>): Promise<T> {
    const slot = await acquire();
    const started = performance.now();
    let healthy = true;
    let timedOut = false;
    const timer = setTimeout(() => {
      healthy = false;
      timedOut = true;
      void slot.page.close().catch(() => undefined);
    }, options.jobTimeoutMs);
    try {
      return await job(slot.page);
    } catch (error) {
      healthy = false;
      // A job that ran out of time is not tried again: it would only hold the request for as long once more.
      if (timedOut) throw new JobTimedOut(options.jobTimeoutMs, error);
      throw error;
    } finally {
      clearTimeout(timer);
      options.onJobDone?.((performance.now() - started) / 1000);
      release(slot, healthy);
    }
  }

  return {
    async run<T, P>(job: (page: Page, prepared: P) => Promise<T>, prepare?: () => Promise<P>) {
      if (closed) throw new UnavailableError("The PDF service is shutting down.");
      assertRoom();
      const prepared = (prepare ?? (async () => undefined as P))();
      // Nobody may be left waiting on a rejection: the job awaits it, or it is dropped with the request.
      prepared.catch(() => undefined);
      const onPage = async (page: Page) => job(page, await prepared);
      try {
        return await attempt(onPage);
      } catch (error) {
        // The browser died under the job: the next attempt starts a new one.
        if (!closed && isBrowserGone(error)) return attempt(onPage);
        throw error;
      }
    },
    stats: () => ({ pages: live, queued: waiters.length }),
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

/** A job closed for taking longer than the pool allows: the caller may try again later (503). */
class JobTimedOut extends UnavailableError {
  constructor(ms: number, cause: unknown) {
    super("Printing took too long. Please try again in a few seconds.", {
      retryAfterSeconds: 5,
      cause: new Error(`The print job took longer than ${ms} ms.`, { cause }),
    });
  }
}

function isBrowserGone(error: unknown): boolean {
  if (error instanceof JobTimedOut) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /has been closed|has disconnected|Target closed|crashed/i.test(message);
}
