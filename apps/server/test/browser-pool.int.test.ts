import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { type BrowserPool, createBrowserPool, type InternalRequest } from "../src/jobs/browser-pool.ts";

const seen: InternalRequest[] = [];
const html = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/style.css"><style>@page{size:A4;margin:0}</style></head><body>${body}<img src="https://example.com/tracker.png"></body></html>`;

function makePool(overrides: { size?: number; maxQueue?: number } = {}): BrowserPool {
  return createBrowserPool({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    size: overrides.size ?? 2,
    maxQueue: overrides.maxQueue ?? 8,
    jobTimeoutMs: 20_000,
    log: pino({ level: "silent" }),
    async handle(request) {
      seen.push(request);
      if (request.url.pathname === "/style.css") {
        return {
          status: 200,
          headers: { "content-type": "text/css" },
          body: Buffer.from("body{font-family:sans-serif}"),
        };
      }
      const text = request.navigationBody ?? "no body";
      return {
        status: 200,
        headers: { "content-type": "text/html" },
        body: Buffer.from(html(`<h1>${text}</h1>`)),
      };
    },
  });
}

async function printPdf(pool: BrowserPool, text: string): Promise<Buffer> {
  return pool.run(async (page, navigate) => {
    await navigate("/print", text);
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
  it("renders pages answered in-process and blocks every other request", async () => {
    const pool = makePool();
    pools.push(pool);
    const pdf = await printPdf(pool, "Hello from Listful");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const navigation = seen.find((r) => r.isNavigation);
    expect(navigation?.navigationBody).toBe("Hello from Listful");
    expect(seen.some((r) => r.url.pathname === "/style.css")).toBe(true);
    expect(seen.some((r) => r.url.hostname === "example.com")).toBe(false);
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
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 503,
        headers: { "retry-after": "2" },
      });
    }
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(3);
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
