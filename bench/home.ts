// Measures the pages that hydrate when idle (home, the template gallery and a landing page): the JavaScript
// and CSS each makes the browser load, in bytes on the wire (as the server sends them to a browser that
// accepts Brotli and gzip), and how fast the server renders it.
// Usage: build the web app first (`npm run build --workspace @listful/web`), then `npm run bench:home`.
// Prints JSON, one entry per page. Budgets: initial JS <= 100 KB on the wire, SSR p50 <= 20 ms, each page.
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { startProductionServer } from "./lib/servers.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const WARMUP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const BUDGET_JS_BYTES = 100 * 1000;
const BUDGET_P50_MS = 20;
const PAGES = ["/", "/template-gallery", "/habit-tracker-template"];

/** Every script the page loads up front: modulepreload links, script src, and static imports in inline modules. */
function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of (match[1] ?? "").matchAll(/import\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g)) {
      if (imported[1]) urls.add(imported[1]);
    }
  }
  return [...urls];
}

/** Static imports of a built chunk ("./x.js" or "/assets/x.js"), as absolute paths. */
function staticImports(code: string, from: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) found.push(new URL(match[1], new URL(from, ORIGIN)).pathname);
  }
  return found;
}

/**
 * What a page that hydrates when idle loads afterwards: the deferred boot script's imports, the entry, and
 * everything they statically import.
 */
async function deferredScripts(html: string): Promise<string[]> {
  const boot = /<script type="text\/plain" id="listful-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) return [];
  const queue = [
    ...staticImports(boot, "/"),
    ...[...boot.matchAll(/"module": "([^"]+)"/g)].slice(0, 1).map((m) => m[1] as string),
  ];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(new URL(url, ORIGIN))).text();
    queue.push(...staticImports(code, url));
  }
  return [...seen];
}

const ACCEPT_ENCODING = "br, gzip";

/** One GET as a browser makes it: the bytes that travel, how they were encoded, and the bytes they decode to. */
function fetchOnWire(url: string): Promise<{ wire: number; bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, ORIGIN), { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers["content-encoding"] ?? "identity");
        const body =
          encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ wire: raw.length, bytes: body.length, encoding, body });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function sizes(urls: string[]) {
  const files: { url: string; bytes: number; wire: number; encoding: string }[] = [];
  for (const url of urls) {
    const { wire, bytes, encoding } = await fetchOnWire(url);
    files.push({ url, bytes, wire, encoding });
  }
  files.sort((a, b) => b.wire - a.wire);
  const sum = (key: "bytes" | "wire") => files.reduce((total, file) => total + file[key], 0);
  return { files, total: { bytes: sum("bytes"), wire: sum("wire") } };
}

/** The stylesheets the page links: they block its first paint. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
}

async function measureJs(url: string) {
  const page = await fetchOnWire(url);
  const html = page.body.toString("utf8");
  const inline = [...html.matchAll(/<script[^>]*nonce=[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (total, m) => total + gzipSync(Buffer.from(m[1] ?? "")).length,
    0,
  );
  return {
    html: { bytes: page.bytes, wire: page.wire, encoding: page.encoding },
    initial: await sizes(initialScripts(html)),
    inlineGzip: inline,
    css: await sizes(stylesheets(html)),
    afterIdle: await sizes(await deferredScripts(html)),
  };
}

async function measureSsr(page: string) {
  const timings: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${page}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${page} answered ${response.status}`);
    if (i >= WARMUP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(2));
  return { requests: timings.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "listful-bench-"));
const server = await startProductionServer({ port: PORT, dataDir });
const ORIGIN = server.origin;
try {
  const results = [];
  for (const page of PAGES) {
    const js = await measureJs(page);
    const ssr = await measureSsr(page);
    results.push({
      page,
      initialJs: {
        files: js.initial.files,
        total: js.initial.total,
        inlineScriptsGzip: js.inlineGzip,
        budgetWire: BUDGET_JS_BYTES,
        withinBudget: js.initial.total.wire + js.inlineGzip <= BUDGET_JS_BYTES,
      },
      html: js.html,
      // Render-blocking: the first paint waits for these.
      css: js.css,
      // Loaded once the page is idle or first touched, to hydrate it (see app/lib/idle-hydration.server.ts).
      hydrationJsAfterIdle: {
        files: js.afterIdle.files.map((f) => ({ url: f.url, wire: f.wire })),
        total: js.afterIdle.total,
      },
      ssrMs: { ...ssr, budgetP50: BUDGET_P50_MS, withinBudget: ssr.p50 <= BUDGET_P50_MS },
    });
  }
  console.log(JSON.stringify(results, null, 2));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
