// `npm run bench:live`: two instances of the production server on PostgreSQL (a database made for the run) and
// Redis, behind HAProxy, all on 127.0.0.1. Twenty pages have one shared list open, spread over both instances;
// 200 ticks are made one after another through the balancer, then 50 toggles of one item at the same moment.
// Prints JSON: how long a tick took to reach every other page (p50, p95, p99, from sending it), ticks a page
// never got, pages whose list ended unlike the stored one, and the memory an open socket takes on an instance
// (1,000 more idle sockets opened: the growth of the heap and buffers per socket, read through each instance's
// inspector after a collection, so the figure is what the sockets hold).
// Targets: p95 <= 300 ms, p99 <= 1 s, nothing lost or mismatched, <= 50 KB a socket.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Checklist, createPreset } from "@listful/checklist";
import pg from "pg";
import type { WebSocket } from "ws";
import { type HeldMemory, heldMemory } from "./lib/inspector.ts";
import { type LivePage, openIdleSocket, openLivePage } from "./lib/live-page.ts";
import { redisAnswers, startInstance, waitForTemplateImages, waitReady } from "./lib/soak-instances.ts";
import { percentile } from "./lib/stats.ts";

const PAGES = 20;
const TICKS = 200;
const TOGETHER = 50;
const IDLE_SOCKETS = 1_000;
const PORTS = [3241, 3242];
const INSPECTOR_PORTS = [9341, 9342];
const BALANCER_PORT = 3240;
const BALANCER = `http://127.0.0.1:${BALANCER_PORT}`;
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `listful_live_${randomBytes(4).toString("hex")}`;

type Stored = { id: string; revision: number; data: Checklist };

if (!(await redisAnswers())) {
  console.error("bench:live shares ticks between instances through Redis: start it on 127.0.0.1:6379.");
  process.exit(1);
}

/** Round robin over the instances, as deploy/haproxy.cfg does, saying which instance took each connection. */
function startBalancer() {
  const directory = mkdtempSync(path.join(tmpdir(), "listful-live-"));
  const servers = PORTS.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check inter 500`).join("\n");
  const file = path.join(directory, "haproxy.cfg");
  writeFileSync(
    file,
    `global\n  maxconn 4096\ndefaults\n  mode http\n  timeout connect 2s\n  timeout client 60s\n  timeout server 60s\n  timeout tunnel 1h\nfrontend web\n  bind 127.0.0.1:${BALANCER_PORT}\n  default_backend app\nbackend app\n  balance roundrobin\n  option httpchk GET /healthz\n  http-response set-header x-served-by %s\n${servers}\n`,
  );
  const child = spawn("haproxy", ["-db", "-f", file], { stdio: "ignore" });
  child.on("error", () => {
    console.error("bench:live needs HAProxy from Debian's packages: apt-get install -y haproxy");
    process.exit(1);
  });
  return child;
}

async function call<T>(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${BALANCER}${url}`, {
    method,
    headers: {
      origin: BALANCER,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const tick = (id: string, itemId: string, isChecked: boolean) =>
  call<Stored>("PATCH", `/api/checklist/preview/${id}/check`, { body: { kind: "item", itemId, isChecked } });

const itemsOf = (doc: Checklist) =>
  doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? block.items : []));
const checkedOf = (doc: Checklist) => JSON.stringify(itemsOf(doc).map((item) => item.isChecked));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(POSTGRES);
url.pathname = `/${database}`;
const jwtSecret = randomBytes(32).toString("hex");
const children = PORTS.map((port, i) =>
  startInstance(
    port,
    {
      NODE_ENV: "production",
      PUBLIC_URL: BALANCER,
      JWT_SECRET: jwtSecret,
      DATABASE_URL: url.toString(),
      RATE_LIMITS: "false",
      LOG_LEVEL: "error",
      SMTP_URL: "",
      REDIS_URL: "redis://127.0.0.1:6379/14",
    },
    [`--inspect=127.0.0.1:${INSPECTOR_PORTS[i]}`],
  ),
);
const balancer = startBalancer();
const origins = PORTS.map((port) => `http://127.0.0.1:${port}`);
const sockets: WebSocket[] = [];
const pages: LivePage[] = [];
try {
  for (const origin of origins) await waitReady(origin);
  // The instances draw the seeded templates' pictures once at start; the bench measures after that.
  await waitForTemplateImages(url.toString());
  await waitReady(BALANCER);

  const email = `live.${randomBytes(3).toString("hex")}@example.com`;
  const password = "a live bench of decent words";
  await call("POST", "/api/register", { body: { name: "Bench Owner", email, password } });
  const { token } = await call<{ token: string }>("POST", "/api/login", { body: { email, password } });
  const saved = await call<Stored>("POST", "/api/checklist", {
    token,
    body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
  });
  await call("PUT", `/api/checklist/${saved.id}/share`, { token, body: { isShared: true, access: "tick" } });
  const liveUrl = `ws://127.0.0.1:${BALANCER_PORT}/api/live/${saved.id}`;
  for (let n = 0; n < PAGES; n++) pages.push(await openLivePage(liveUrl, BALANCER, saved));
  await settle(500);

  // The memory of an open socket: 1,000 more idle pages, spread over both instances, read after a collection.
  const held = () => Promise.all(INSPECTOR_PORTS.map((port) => heldMemory(port)));
  const before = await held();
  for (let n = 0; n < IDLE_SOCKETS; n++) sockets.push(await openIdleSocket(liveUrl, BALANCER));
  await settle(1_000);
  const after = await held();
  for (const socket of sockets.splice(0)) socket.terminate();
  const grown = (key: keyof HeldMemory) =>
    Math.round(
      (after.reduce((sum, s, i) => sum + s[key] - (before[i]?.[key] ?? 0), 0) / IDLE_SOCKETS / 1024) * 10,
    ) / 10;
  const perSocketKb = {
    heapAndBuffers: Math.round((grown("heapUsed") + grown("external")) * 10) / 10,
    heapUsed: grown("heapUsed"),
    buffers: grown("external"),
    residentMemory: grown("rss"),
  };

  // 200 ticks one after another, each from one page (by the link, as a visitor), timed to every other page.
  const items = itemsOf(saved.data);
  const sent: { revision: number; at: number; from: number }[] = [];
  const state = new Map(items.map((item) => [item.id, item.isChecked]));
  for (let n = 0; n < TICKS; n++) {
    const item = items[n % items.length] as (typeof items)[number];
    const next = !state.get(item.id);
    state.set(item.id, next);
    const at = performance.now();
    const stored = await tick(saved.id, item.id, next);
    sent.push({ revision: stored.revision, at, from: n % PAGES });
  }
  // Then 50 people toggle one item at the same moment.
  const contested = items[0] as (typeof items)[number];
  const together = await Promise.all(
    Array.from({ length: TOGETHER }, (_, n) => {
      const at = performance.now();
      return tick(saved.id, contested.id, n % 2 === 0).then((stored) => ({ ...stored, at, from: n % PAGES }));
    }),
  );
  await settle(2_000);

  /** From sending each tick to its arrival on every other page. */
  const latencies = (ticks: readonly { revision: number; at: number; from: number }[]) =>
    ticks.flatMap(({ revision, at, from }) =>
      pages.flatMap((page, index) => {
        const arrived = page.arrivals.get(revision);
        return index !== from && arrived !== undefined ? [arrived - at] : [];
      }),
    );
  const spread = (list: number[]) => ({
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    max: percentile(list, 100),
    count: list.length,
  });
  const everyTick = spread(latencies([...sent, ...together]));
  const final = await call<Stored>("GET", `/api/checklist/${saved.id}`, { token });
  const revisions = final.revision - saved.revision;
  const lost = pages.reduce(
    (sum, page) =>
      sum +
      Array.from({ length: revisions }, (_, n) => saved.revision + 1 + n).filter((r) => !page.arrivals.has(r))
        .length,
    0,
  );
  const mismatched = pages.filter((page) => checkedOf(page.document()) !== checkedOf(final.data)).length;

  const figures = {
    pages: PAGES,
    pagesPerInstance: Object.fromEntries(
      ["app1", "app2"].map((name) => [name, pages.filter((page) => page.servedBy === name).length]),
    ),
    ticks: TICKS,
    togetherToggles: TOGETHER,
    storedRevisions: revisions,
    tickToOtherPagesMs: {
      everyTick,
      oneAfterAnother: spread(latencies(sent)),
      // 50 at once on one item: each waits for the row lock the ones before it hold.
      togetherOnOneItem: spread(latencies(together)),
    },
    lost,
    mismatched,
    perSocketKb,
  };
  const targets = {
    p95Within300ms: everyTick.p95 <= 300,
    p99Within1s: everyTick.p99 <= 1_000,
    noneLost: lost === 0,
    noneMismatched: mismatched === 0,
    // What the sockets hold on the heap and in buffers; resident memory also moves with the pages the
    // allocator keeps, so it is printed but not judged.
    socketWithin50Kb: perSocketKb.heapAndBuffers <= 50,
  };
  console.log(JSON.stringify({ ...figures, targets }, null, 2));
} finally {
  for (const socket of sockets) socket.terminate();
  for (const page of pages) page.close();
  balancer.kill("SIGTERM");
  for (const child of children) child.kill("SIGTERM");
  await settle(3_000);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
