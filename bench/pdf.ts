// `npm run bench:pdf`: PDFs through the real route (POST /api/pdf -> the web app's print document -> pooled
// Chromium), next to the floor measured in the same run: a bare Chromium page given the same HTML with setContent,
// then page.pdf. Needs the web build (npm run build -w @listful/web). Prints JSON.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// React picks its production build from NODE_ENV when first imported: set it before anything loads React.
process.env.NODE_ENV = "production";
const { createPreset } = await import("@listful/checklist");
const { openDatabase } = await import("@listful/db");
const { chromium } = await import("playwright-core");
const { buildApp } = await import("../apps/server/src/app.ts");
const { loadConfig } = await import("../apps/server/src/env.ts");
const { CHROMIUM_ARGS } = await import("@listful/server/chromium");

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ORIGIN = "http://localhost:3000";
const doc = createPreset("habit-tracker", { start: "2026-03-01" });
const body = JSON.stringify({ data: doc, format: "a4" });

function stats(samples: number[]): { runs: number; p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { runs: samples.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PUBLIC_URL: ORIGIN,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-bench-pdf-")),
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-000001",
  RATE_LIMITS: "false",
  LOG_LEVEL: "silent",
  PDF_PAGES: process.env.PDF_PAGES ?? "2",
  PDF_QUEUE_MAX: "16",
});
const database = await openDatabase({ kind: "pglite" });
await database.migrate();
const app = await buildApp({ config, database, mailWorker: false, logger: false });
await app.ready();

const printPdf = async () => {
  const response = await app.inject({
    method: "POST",
    url: "/api/pdf",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`POST /api/pdf answered ${response.statusCode}: ${response.body}`);
  return response.rawPayload;
};

// Cold: the first PDF of a fresh process starts Chromium.
let started = performance.now();
await printPdf();
const coldMs = Number((performance.now() - started).toFixed(1));

const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  await printPdf();
  warm.push(performance.now() - started);
}

started = performance.now();
const burst = await Promise.allSettled(Array.from({ length: 8 }, () => printPdf()));
const burstMs = Number((performance.now() - started).toFixed(1));
const burstErrors = burst
  .filter((r) => r.status === "rejected")
  .map((r) => String((r as PromiseRejectedResult).reason));

// The floor: the very HTML the route prints (styles, fonts and images already inline), set straight into a bare
// Chromium page and printed, with nothing of ours around it.
const { createPrintPage } = await import("../apps/server/src/modules/pdf/print-page.ts");
const { webBuildLoader } = await import("../apps/server/src/lib/web-build.ts");
const loadWebBuild = webBuildLoader(undefined);
const printPage = createPrintPage({ app, loadWebBuild, backgrounds: async () => [] });
const html = await printPage.html(doc, { format: "a4", orientation: "portrait" });
const browser = await chromium.launch({ executablePath: config.pdf.chromiumPath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ javaScriptEnabled: false });
await page.route("**/*", (route) =>
  route.request().url().startsWith("data:") ? route.continue() : route.abort(),
);
const floor: number[] = [];
for (let i = 0; i < RUNS + 1; i++) {
  started = performance.now();
  await page.setContent(html, { waitUntil: "load" });
  await page.pdf({ preferCSSPageSize: true, printBackground: true });
  if (i > 0) floor.push(performance.now() - started); // the first run warms the page like the pool's
}
await browser.close();
await app.close();
await database.close();

const warmStats = stats(warm);
const floorStats = stats(floor);
const ratio = Number((warmStats.p50 / floorStats.p50).toFixed(2));
console.log(
  JSON.stringify(
    {
      document: "habit tracker, one A4 page",
      coldFirstMs: coldMs,
      warmMs: warmStats,
      floorMs: floorStats,
      warmP50ToFloorP50: ratio,
      eightAtOnce: { totalMs: burstMs, ok: burst.length - burstErrors.length, errors: burstErrors },
      targets: {
        warmP50: { want: "<= 1.5 x floor", ok: ratio <= 1.5 },
        coldFirst: { want: "<= 1500 ms", ok: coldMs <= 1500 },
        eightAtOnce: { want: "no error", ok: burstErrors.length === 0 },
      },
    },
    null,
    2,
  ),
);
