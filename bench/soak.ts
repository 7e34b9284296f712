// `npm run bench:soak [-- --minutes 10 --rate 400]`: two instances of the production server on PostgreSQL (a
// database made for the run), Redis when it answers, stored images in a local folder each, under 50
// connections of a realistic mix for 10 minutes: reads (the collection, a checklist, the templates, the
// account), saves, check-offs, paced to 400 requests a second in all, and PDFs at a few a second. Prints JSON:
// errors, latency percentiles of reads and writes, each instance's memory minute by minute and its growth
// between 20% and 100% of the run (minute 2 and 10 of the full run), and its database connections and
// Chromium pages at those two moments. Rate limits are off. `--rate 0` sends as fast as the servers answer:
// the machine's capacity, where latency is the length of the queue.
// The database is new, so the instances first draw the page-one images of the seeded templates (once in a
// deployment's life: stored, they are never drawn again at start); the load starts once they have, as it
// would reach instances added to a running service, and the report says how long that took.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { type Checklist, createPreset } from "@listful/checklist";
import pg from "pg";
import {
  redisAnswers,
  type Sample,
  sample,
  startInstance,
  waitForTemplateImages,
  waitReady,
} from "./lib/soak-instances.ts";
import { percentile } from "./lib/stats.ts";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, rate: { type: "string", default: "400" } },
});
const MINUTES = Number(values.minutes);
/**
 * Requests a second from the connections together, each connection paced like a person's browser rather than
 * firing the next request the moment the last one answers; `--rate 0` drops the pacing and measures capacity
 * (every connection as fast as the servers answer, so latency is then the queue of a saturated machine).
 */
const RATE = Number(values.rate);
const CONNECTIONS = 50;
const PDFS_PER_SECOND = 3;
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORTS = [3231, 3232];
const METRICS_TOKEN = randomBytes(16).toString("hex");
const database = `listful_soak_${randomBytes(4).toString("hex")}`;

type User = { token: string; checklistId: string; itemId: string; doc: Checklist };

/** A set-up request (signing up, the first save), whose answer is read; the load itself goes through `send`. */
async function call(origin: string, method: string, url: string, token?: string, body?: unknown) {
  return fetch(`${origin}${url}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const PUBLIC_URL = `http://127.0.0.1:${PORTS[0]}`;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/**
 * One request of the load, as a browser sends it (asking for Brotli), its answer read to the last byte but
 * not unpacked: the load generator shares the machine's cores with the servers, and `fetch` (its streams, and
 * unpacking every answer) made it the busiest process but one. Resolves to the status code.
 */
function send(origin: string, method: string, url: string, token?: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = { origin: PUBLIC_URL, "accept-encoding": "br, gzip" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${url}`, { method, agent, headers }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function makeUser(origin: string, n: number): Promise<User> {
  const registered = await call(origin, "POST", "/api/register", undefined, {
    name: `Soak ${n}`,
    email: `soak.${database}.${n}@example.com`,
    password: "a soak test passphrase",
  });
  const { token } = (await registered.json()) as { token: string };
  const doc = createPreset("daily-checklist", { start: "2026-03-01" });
  if (!registered.ok) throw new Error(`sign-up failed: ${registered.status} ${await registered.text()}`);
  const created = await call(origin, "POST", "/api/checklist", token, { data: doc });
  if (!created.ok) throw new Error(`save failed: ${created.status} ${await created.text()}`);
  const saved = (await created.json()) as {
    id: string;
    data: Checklist;
  };
  const list = saved.data.blocks.find((b) => b.kind === "interactive-list");
  const itemId = list && "items" in list ? (list.items[0]?.id ?? "") : "";
  return { token, checklistId: saved.id, itemId, doc: saved.data };
}

const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(POSTGRES);
url.pathname = `/${database}`;
const env: Record<string, string> = {
  NODE_ENV: "production",
  PUBLIC_URL,
  JWT_SECRET: randomBytes(32).toString("hex"),
  DATABASE_URL: url.toString(),
  RATE_LIMITS: "false",
  LOG_LEVEL: "error",
  METRICS_TOKEN,
  SMTP_URL: "",
  ...((await redisAnswers()) ? { REDIS_URL: "redis://127.0.0.1:6379/14" } : {}),
};
const children = PORTS.map((port) => startInstance(port, env));
const origins = PORTS.map((port) => `http://127.0.0.1:${port}`);
try {
  for (const origin of origins) await waitReady(origin);
  const drawingStarted = Date.now();
  await waitForTemplateImages(url.toString());
  const startupDrawingSeconds = Math.round((Date.now() - drawingStarted) / 100) / 10;
  const users = await Promise.all(
    Array.from({ length: 20 }, (_, n) => makeUser(origins[n % 2] as string, n)),
  );
  const durationMs = MINUTES * 60_000;
  const started = Date.now();
  const cpuAtStart = process.cpuUsage();
  const until = started + durationMs;
  const latency = { read: [] as number[], write: [] as number[], pdf: [] as number[] };
  /** Reads' latencies by the minute they started in: a cold start's tail apart from the steady state's. */
  const readsByMinute: number[][] = Array.from({ length: MINUTES }, () => []);
  const errors: string[] = [];
  let requests = 0;

  async function timed(kind: keyof typeof latency, run: () => Promise<number>) {
    const t0 = performance.now();
    try {
      const status = await run();
      if (status < 200 || status > 299) errors.push(`${kind} ${status}`);
    } catch (error) {
      errors.push(`${kind} ${String(error)}`);
    }
    const took = performance.now() - t0;
    latency[kind].push(took);
    if (kind === "read")
      readsByMinute[Math.min(MINUTES - 1, Math.floor((Date.now() - started) / 60_000))]?.push(took);
    requests += 1;
  }

  const interval = RATE > 0 ? ((CONNECTIONS - 1) / RATE) * 1000 : 0;
  async function connection(n: number) {
    // Spread the connections' first requests over one interval, so they do not arrive in step.
    let next = Date.now() + (interval * n) / (CONNECTIONS - 1);
    for (let i = 0; Date.now() < until; i++) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(next + interval, Date.now());
      const user = users[(n + i) % users.length] as User;
      const origin = origins[(n + i) % 2] as string;
      const pick = (n * 7 + i) % 20;
      if (pick < 5) await timed("read", () => send(origin, "GET", "/api/checklists?page=1", user.token));
      else if (pick < 10)
        await timed("read", () => send(origin, "GET", `/api/checklist/${user.checklistId}`, user.token));
      else if (pick < 13) await timed("read", () => send(origin, "GET", "/api/templates"));
      else if (pick < 15) await timed("read", () => send(origin, "GET", "/api/user", user.token));
      else if (pick < 17)
        await timed("write", () =>
          send(origin, "PUT", `/api/checklist/${user.checklistId}`, user.token, { data: user.doc }),
        );
      else
        await timed("write", () =>
          send(origin, "PATCH", `/api/checklist/${user.checklistId}/check`, user.token, {
            kind: "item",
            itemId: user.itemId,
            isChecked: i % 2 === 0,
          }),
        );
    }
  }

  async function pdfs() {
    const body = { data: createPreset("habit-tracker", { start: "2026-03-01" }) };
    const inFlight: Promise<void>[] = [];
    for (let i = 0; Date.now() < until; i++) {
      inFlight.push(timed("pdf", () => send(origins[i % 2] as string, "POST", "/api/pdf", undefined, body)));
      await new Promise((resolve) => setTimeout(resolve, 1000 / PDFS_PER_SECOND));
    }
    await Promise.all(inFlight);
  }

  const samples: { at: number; instances: Sample[] }[] = [];
  const sampler = setInterval(() => {
    void Promise.all(origins.map((origin) => sample(origin, METRICS_TOKEN))).then((instances) =>
      samples.push({ at: Date.now() - started, instances }),
    );
  }, 10_000);
  await Promise.all([...Array.from({ length: CONNECTIONS - 1 }, (_, n) => connection(n)), pdfs()]);
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuAtStart);
  const end = await Promise.all(origins.map((origin) => sample(origin, METRICS_TOKEN)));
  samples.push({ at: Date.now() - started, instances: end });

  const from = samples.find((s) => s.at >= durationMs * 0.2) ?? samples[0];
  const byMinute = (instance: number, key: "memory" | "heapUsed" | "heapTotal" | "external") =>
    Array.from({ length: MINUTES }, (_, m) => {
      const at = samples.findLast((s) => s.at <= (m + 1) * 60_000) ?? samples[0];
      return Math.round((at?.instances[instance]?.[key] ?? 0) / 1048576);
    });
  const growth = origins.map((_, i) => {
    const a = from?.instances[i] as Sample;
    const b = end[i] as Sample;
    return {
      memoryMiB: [a.memory, b.memory].map((m) => Math.round(m / 1048576)),
      memoryGrowthPercent: Math.round(((b.memory - a.memory) / a.memory) * 1000) / 10,
      // Resident memory at the end of each minute, to tell a plateau reached late from a leak.
      memoryByMinuteMiB: byMinute(i, "memory"),
      // What of it is the JavaScript heap and buffers: growth in neither is the allocator's, not a leak of ours.
      heapUsedByMinuteMiB: byMinute(i, "heapUsed"),
      heapTotalByMinuteMiB: byMinute(i, "heapTotal"),
      externalByMinuteMiB: byMinute(i, "external"),
      dbConnections: [a.dbConnections, b.dbConnections],
      chromiumPages: [a.chromiumPages, b.chromiumPages],
    };
  });
  const figures = {
    startupDrawingSeconds,
    minutes: MINUTES,
    // How much of one core this load generator took, on the machine it shares with the servers.
    loadGeneratorCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / durationMs) * 1000) / 10,
    connections: CONNECTIONS,
    pacedRequestsPerSecond: RATE > 0 ? RATE : "unpaced",
    requests,
    requestsPerSecond: Math.round(requests / (durationMs / 1000)),
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 10),
    readsMs: {
      p50: percentile(latency.read, 50),
      p99: percentile(latency.read, 99),
      count: latency.read.length,
      p99ByMinute: readsByMinute.map((list) => percentile(list, 99)),
    },
    writesMs: {
      p50: percentile(latency.write, 50),
      p99: percentile(latency.write, 99),
      count: latency.write.length,
    },
    pdfsMs: { p50: percentile(latency.pdf, 50), p99: percentile(latency.pdf, 99), count: latency.pdf.length },
    instances: growth,
  };
  const targets = {
    noErrors: figures.errors === 0,
    readsP99Within50ms: figures.readsMs.p99 <= 50,
    memoryGrowthUnder10Percent: growth.every((g) => g.memoryGrowthPercent < 10),
    noConnectionGrowth: growth.every((g) => (g.dbConnections[1] ?? 0) <= (g.dbConnections[0] ?? 0)),
    noChromiumPageGrowth: growth.every((g) => (g.chromiumPages[1] ?? 0) <= (g.chromiumPages[0] ?? 0)),
  };
  console.log(JSON.stringify({ ...figures, targets }, null, 2));
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
