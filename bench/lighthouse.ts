// `npm run bench:lighthouse`: Lighthouse's performance, accessibility and best-practices scores, LCP, TBT, CLS
// and the bytes transferred, for the public pages, the editor and My collection (signed in), on Lighthouse's
// mobile and desktop profiles, three runs each, in Debian Chromium. Prints the medians as JSON.
// Usage: build the web app first (`npm run build --workspace @listful/web`), then `npm run bench:lighthouse`.
// BENCH_PAGES=/,/login limits the pages, BENCH_PROFILES=mobile the profiles, BENCH_RUNS the runs per page and
// profile.
// A page that answers 404 (a route not built yet) is skipped and listed under "skipped".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createChecklist } from "@listful/checklist";
import { CHROMIUM_ARGS, chromiumPath } from "@listful/server/chromium";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { startProductionServer } from "./lib/servers.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? 3301);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type PageSpec = { path: string; kind: "public" | "app"; signedIn?: boolean };

const PAGES: PageSpec[] = [
  { path: "/", kind: "public" },
  { path: "/login", kind: "public" },
  { path: "/register", kind: "public" },
  { path: "/template-gallery", kind: "public" },
  { path: "/habit-tracker-template", kind: "public" },
  { path: "/search?q=habit", kind: "public" },
  { path: "/blog", kind: "public" },
  { path: "/editor?template=2", kind: "app" },
  { path: "/dashboard", kind: "app", signedIn: true },
];

/** Mobile performance at least this (public pages, then editor and collection); the other scores 100. */
const TARGETS = {
  publicPerformance: 90,
  appPerformance: 80,
  accessibility: 100,
  bestPractices: 100,
  mobileLcpMs: 2500,
};

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
};

/** The accessibility and best-practices audits a run failed, by id. */
type Failing = { failing: string[] };

/** The median of the runs that measured it (a run can fail to find an LCP); null when none did. */
function median(values: number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Number((value ?? 0).toFixed(3));
}

const ORIGIN_HEADER = `http://127.0.0.1:${PORT}`;
const CREDENTIALS = { email: `lighthouse-${Date.now()}@example.com`, password: "a benchmark passphrase" };

async function post(origin: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { origin: ORIGIN_HEADER, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A fresh session's cookies (signing in for each run, so no refresh token is ever used twice). */
async function signInCookie(origin: string): Promise<string> {
  const response = await post(origin, "/api/login", CREDENTIALS);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** An account with two saved checklists, so My collection has something to show. */
async function prepareAccount(origin: string) {
  const registered = await post(origin, "/api/register", { name: "Lighthouse", ...CREDENTIALS });
  const { token } = (await registered.json()) as { token: string };
  for (let n = 0; n < 2; n++) {
    await post(origin, "/api/checklist", { data: createChecklist() }, { authorization: `Bearer ${token}` });
  }
}

/** A run Lighthouse could not record (NO_NAVSTART now and then, on a fresh browser's first page). */
class RunError extends Error {
  constructor(url: string, code: string) {
    super(`Lighthouse could not measure ${url}: ${code}`);
  }
}

/** Tries a run that Lighthouse could not record twice more, and says so, rather than count it as zero. */
async function measure(run: () => Promise<Run & Failing>): Promise<Run & Failing> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof RunError) || attempt === 3) throw error;
      console.error(`${error.message}; running it again.`);
    }
  }
}

async function runOnce(
  port: number,
  url: string,
  formFactor: "mobile" | "desktop",
  cookie?: string,
): Promise<Run & Failing> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new RunError(url, result.lhr.runtimeError.code);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = ["accessibility", "best-practices"].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    failing,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    transferBytes: value("total-byte-weight"),
  };
}

type Figures = { [key in keyof Run]: number | null } & Failing;

function summarise(runs: (Run & Failing)[]): Figures {
  const keys = Object.keys(runs[0] ?? {}).filter((key) => key !== "failing") as (keyof Run)[];
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  return {
    ...(medians as { [key in keyof Run]: number | null }),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function misses(page: PageSpec, formFactor: string, figures: Figures): string[] {
  const found: string[] = [];
  if ((figures.accessibility ?? 0) < TARGETS.accessibility) found.push("accessibility");
  if ((figures.bestPractices ?? 0) < TARGETS.bestPractices) found.push("best practices");
  if (formFactor !== "mobile") return found;
  const performance = page.kind === "public" ? TARGETS.publicPerformance : TARGETS.appPerformance;
  if ((figures.performance ?? 0) < performance) found.push(`performance < ${performance}`);
  if (page.kind === "public" && (figures.lcpMs ?? Infinity) > TARGETS.mobileLcpMs) found.push("LCP");
  return found;
}

const only = process.env.BENCH_PAGES?.split(",");
const PROFILES = (["mobile", "desktop"] as const).filter((profile) =>
  (process.env.BENCH_PROFILES?.split(",") ?? [profile]).includes(profile),
);
const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
const dataDir = mkdtempSync(path.join(tmpdir(), "listful-lighthouse-"));
const server = await startProductionServer({ port: PORT, dataDir });
const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_ARGS,
  port: CHROME_PORT,
  logLevel: "error",
});
try {
  await prepareAccount(server.origin);
  const results: Record<string, Record<string, Figures & { misses: string[] }>> = {};
  const skipped: string[] = [];
  for (const page of pages) {
    const status = (await fetch(`${server.origin}${page.path}`)).status;
    if (status === 404) {
      skipped.push(page.path);
      console.error(`${page.path} answers 404: skipped (the route does not exist in this build).`);
      continue;
    }
    results[page.path] = {};
    for (const formFactor of PROFILES) {
      const runs: (Run & Failing)[] = [];
      for (let n = 0; n < RUNS; n++) {
        runs.push(
          await measure(async () => {
            const cookie = page.signedIn ? await signInCookie(server.origin) : undefined;
            return runOnce(chrome.port, `${server.origin}${page.path}`, formFactor, cookie);
          }),
        );
      }
      const figures = summarise(runs);
      (results[page.path] as Record<string, unknown>)[formFactor] = {
        ...figures,
        misses: misses(page, formFactor, figures),
      };
      console.error(`${page.path} ${formFactor}: ${JSON.stringify(figures)}`);
    }
  }
  const allMet = Object.values(results).every((byForm) =>
    Object.values(byForm).every((r) => r.misses.length === 0),
  );
  console.log(
    JSON.stringify({ runsPerPage: RUNS, targets: TARGETS, pages: results, skipped, allMet }, null, 2),
  );
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
