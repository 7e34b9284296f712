import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { chromiumPath } from "@listful/server/chromium";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { UnavailableError } from "../src/domain-errors.ts";
import { toHttpError } from "../src/errors.ts";
import { type BrowserPool, createBrowserPool } from "../src/jobs/browser-pool.ts";

/** What the API answers for a refusal of the pool's. */
function answerTo(error: unknown) {
  if (!(error instanceof UnavailableError)) throw new Error(`not a refusal: ${String(error)}`);
  return toHttpError(error);
}

const blocked: string[] = [];
const html = (text: string) =>
  `<!doctype html><html><head><style>@page{size:A4;margin:0} body{font-family:sans-serif}</style></head><body><h1>${text}</h1><img src="http://127.0.0.1:9/tracker.png"><link rel="stylesheet" href="https://example.com/x.css"></body></html>`;

function makePool(overrides: { size?: number; maxQueue?: number; jobTimeoutMs?: number } = {}): BrowserPool {
  return createBrowserPool({
    executablePath: chromiumPath(),
    size: overrides.size ?? 2,
    maxQueue: overrides.maxQueue ?? 8,
    jobTimeoutMs: overrides.jobTimeoutMs ?? 20_000,
    log: pino({ level: "silent" }),
    onBlockedRequest: (url) => blocked.push(url),
  });
}

async function printPdf(pool: BrowserPool, text: string): Promise<Buffer> {
  return pool.run(async (page) => {
    await page.setContent(html(text), { waitUntil: "load" });
    return page.pdf({ preferCSSPageSize: true, printBackground: true });
  });
}

function chromiumChildren(): number[] {
  let out = "";
  try {
    out = execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" });
  } catch {
    return [];
  }
  return out
    .split("\n")
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chromium");
      } catch {
        return false;
      }
    });
}

const pools: BrowserPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe("the Chromium pool", () => {
  it("prints the content it is given and blocks every request the page tries", async () => {
    const pool = makePool();
    pools.push(pool);
    const pdf = await printPdf(pool, "Hello from Listful");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(blocked).toEqual(
      expect.arrayContaining(["http://127.0.0.1:9/tracker.png", "https://example.com/x.css"]),
    );
  });

  it("runs jobs in parallel on reused pages", async () => {
    const pool = makePool({ size: 2 });
    pools.push(pool);
    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => printPdf(pool, `Job ${i}`)));
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === "%PDF-")).toBe(true);
  });

  it("answers 503 when the queue is full instead of growing without bound", async () => {
    const pool = makePool({ size: 1, maxQueue: 2 });
    pools.push(pool);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => printPdf(pool, `Burst ${i}`)),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(answerTo((r as PromiseRejectedResult).reason)).toMatchObject({
        statusCode: 503,
        headers: { "retry-after": "2" },
      });
    }
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(3);
  });

  it("gives up on a job that runs out of time instead of running it again, and goes on working", async () => {
    // The limit leaves the print after it room on a busy machine: it runs on a Chromium started afresh.
    const pool = makePool({ size: 1, jobTimeoutMs: 2_000 });
    pools.push(pool);
    let runs = 0;
    const hung = pool.run(async (page) => {
      runs += 1;
      await page.waitForTimeout(20_000);
    });
    expect(answerTo(await hung.catch((error: unknown) => error))).toMatchObject({
      statusCode: 503,
      cause: { message: "The print job took longer than 2000 ms." },
    });
    expect(runs).toBe(1);
    const pdf = await printPdf(pool, "after a timeout");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("restarts Chromium after it is killed between two jobs", async () => {
    const pool = makePool();
    pools.push(pool);
    await printPdf(pool, "before");
    const before = chromiumChildren();
    expect(before.length).toBeGreaterThan(0);
    for (const pid of before) process.kill(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pdf = await printPdf(pool, "after");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
