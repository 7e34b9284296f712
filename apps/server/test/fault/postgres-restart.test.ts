import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import type { ApiError, ErrorEnvelope } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, registerUser, type TestApp } from "../helpers.ts";

/** The local cluster behind TEST_DATABASE_URL, driven with Debian's pg_ctlcluster. */
function cluster(action: "stop" | "start") {
  const version = readdirSync("/etc/postgresql")[0];
  if (!version) throw new Error("No PostgreSQL cluster under /etc/postgresql to restart.");
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], { stdio: "pipe" });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  if (process.env.LISTFUL_TEST_DB !== "postgres")
    throw new Error("The fault test needs LISTFUL_TEST_DB=postgres.");
  t = await createTestApp();
});
afterAll(async () => {
  // Leave the server running for whoever comes next, whatever happened above.
  try {
    execFileSync("pg_isready", ["-q", "-h", "127.0.0.1"]);
  } catch {
    cluster("start");
  }
  await t?.close();
});

describe("PostgreSQL restarting under load", () => {
  it("answers 503 while the database is down, never crashes, and recovers", async () => {
    const { api } = await registerUser(t.app);
    const statuses: { phase: string; status: number; envelope?: ErrorEnvelope }[] = [];
    let phase = "up";
    let running = true;
    const load = (async () => {
      while (running) {
        // A request belongs to the phase it was sent in: `cluster` blocks the event loop, so one sent just
        // before the stop is answered only after it, once the phase already says "down".
        const sentIn = phase;
        const outcome = await api.request("GET /api/user").then(
          () => ({ status: 200 }),
          (error: ApiError) => ({ status: error.status, envelope: error.envelope }),
        );
        statuses.push({ phase: sentIn, ...outcome });
        await sleep(20);
      }
    })();

    await sleep(300);
    phase = "stopping";
    cluster("stop");
    phase = "down";
    await sleep(1500);
    phase = "starting";
    cluster("start");
    phase = "recovering";
    const deadline = Date.now() + 30_000;
    const isReady = () =>
      apiClient(t.app)
        .request("GET /readyz")
        .then(
          () => true,
          () => false,
        );
    while (!(await isReady())) {
      if (Date.now() > deadline) throw new Error("database did not come back");
      await sleep(200);
    }
    phase = "back";
    await sleep(500);
    running = false;
    await load;

    expect(statuses.every((s) => s.status === 200 || s.status === 503)).toBe(true);
    const down = statuses.filter((s) => s.phase === "down");
    expect(down.length).toBeGreaterThan(0);
    expect(down.every((s) => s.status === 503)).toBe(true);
    expect(down[0]?.envelope).toEqual({
      error: "The service is temporarily unavailable. Please try again in a moment.",
      code: "service_unavailable",
      requestId: expect.any(String),
    });
    const back = statuses.filter((s) => s.phase === "back");
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((s) => s.status === 200)).toBe(true);
    expect(statuses.filter((s) => s.phase === "up").every((s) => s.status === 200)).toBe(true);
  });
});
