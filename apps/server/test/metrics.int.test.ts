import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, type TestApp } from "./helpers.ts";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe(`metrics (${dbKind})`, () => {
  it("answers Prometheus only with the token", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer wrong-token-0123456789")).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers["cache-control"]).toBe("no-store");
  });

  it("counts requests by route pattern, with the queue, outbox and database pool", async () => {
    await apiClient(t.app).request("GET /api/templates");
    await t.app.inject({ method: "GET", url: "/api/checklist/preview/00000000-0000-4000-8000-000000000000" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /listful_http_requests_total\{method="GET",route="\/api\/templates",status="200"\} 1/,
    );
    expect(text).toMatch(
      /listful_http_requests_total\{method="GET",route="\/api\/checklist\/preview\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /listful_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/templates"\}/,
    );
    for (const name of [
      "listful_pdf_queue_depth 0",
      "listful_chromium_pages 0",
      "listful_live_sockets 0",
      "listful_mail_outbox_backlog 0",
      'listful_db_pool_connections{state="open"}',
      "listful_process_resident_memory_bytes",
    ]) {
      expect(text).toContain(name);
    }
  });

  it("has no /metrics without METRICS_TOKEN", async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
