import type { DatabaseHandle } from "@listful/db";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BrowserPool } from "../../jobs/browser-pool.ts";

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The instance's figures in Prometheus's format: requests and their latency by route, the PDF queue and
 * render times, open live pages, the mail outbox's backlog, database connections, and the process's own (memory, CPU, event
 * loop). Each app has a registry of its own.
 */
export function createMetrics(deps: { database: DatabaseHandle; outboxBacklog(): Promise<number> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "listful_" });
  const requests = new Counter({
    name: "listful_http_requests_total",
    help: "Requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "listful_http_request_duration_seconds",
    help: "Time to answer a request, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: "listful_pdf_render_seconds",
    help: "Time a print job (PDF or page-one image) held a Chromium page.",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers: [registry],
  });
  let pool: BrowserPool | undefined;
  new Gauge({
    name: "listful_pdf_queue_depth",
    help: "Print jobs waiting for a Chromium page.",
    registers: [registry],
    collect() {
      this.set(pool?.stats().queued ?? 0);
    },
  });
  new Gauge({
    name: "listful_chromium_pages",
    help: "Pages open in Chromium.",
    registers: [registry],
    collect() {
      this.set(pool?.stats().pages ?? 0);
    },
  });
  let liveSockets: (() => number) | undefined;
  new Gauge({
    name: "listful_live_sockets",
    help: "Live pages (WebSockets of shared and checked-off lists) open on this instance.",
    registers: [registry],
    collect() {
      this.set(liveSockets?.() ?? 0);
    },
  });
  new Gauge({
    name: "listful_mail_outbox_backlog",
    help: "Mails waiting to be sent (shared by every instance).",
    registers: [registry],
    async collect() {
      this.set(await deps.outboxBacklog());
    },
  });
  new Gauge({
    name: "listful_db_pool_connections",
    help: "Database connections of this instance, by state.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { open, idle, waiting } = deps.database.connections();
      this.set({ state: "open" }, open);
      this.set({ state: "idle" }, idle);
      this.set({ state: "waiting" }, waiting);
    },
  });

  return {
    registry,
    /** Counts one answered request. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    observeRender: (seconds: number) => renders.observe(seconds),
    /** What the gauges read from now on: the print pool (none without a web build), the open live pages. */
    watch(watched: { pool: BrowserPool | undefined; liveSockets: () => number }) {
      pool = watched.pool;
      liveSockets = watched.liveSockets;
    },
  };
}
