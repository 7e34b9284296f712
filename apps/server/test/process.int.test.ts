import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPreset } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers.ts";

const SERVER = path.resolve(import.meta.dirname, "../src/server.ts");

type Started = { child: ChildProcess; url: string; exited: Promise<number | null>; output(): string };

/**
 * A port nothing listens on now, as the system hands one out. A random one could be a client connection's own
 * port (the system's ephemeral range), which another test's connection may hold.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(address)));
    });
  });
}

/** The server on a free port; taken between the probe and the listen (it can be, by any connection), another. */
async function startServer(env: Record<string, string> = {}): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), env);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOn(port: number, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-process-")),
      DATABASE_URL: "",
      RATE_LIMITS: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 80_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, exited, output: () => output };
}

describe("the server process", () => {
  // Exit code 0: the shutdown ended by itself, not by its deadline (which exits with 1).
  it("on SIGTERM finishes in-flight requests, refuses new ones, and exits cleanly", async () => {
    const { child, url, exited } = await startServer();
    // Requests whose body is still arriving when the signal lands: certainly in flight.
    const inFlight = Array.from({ length: 4 }, (_, i) => {
      const body = JSON.stringify({
        name: `P${i}`,
        email: `p${i}@example.com`,
        password: "a decent password 1",
      });
      const request = http.request(`${url}/api/register`, {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      });
      const status = new Promise<number>((resolve, reject) => {
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
      });
      request.write(body.slice(0, 10));
      return { request, rest: body.slice(10), status };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill("SIGTERM");
    // Once the server has taken the signal (on a busy machine that can take longer than a moment), a new
    // request is refused while those in flight, still sending, wait to be answered.
    const askHealth = () =>
      fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => "refused" as const,
      );
    let late = await askHealth();
    for (let tries = 0; late === 200 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      late = await askHealth();
    }
    for (const { request, rest } of inFlight) request.end(rest);
    expect(await Promise.all(inFlight.map((r) => r.status))).toEqual([200, 200, 200, 200]);
    expect([503, "refused"]).toContain(late);
    expect(await exited).toBe(0);
  }, 120_000);

  it("on SIGTERM finishes the PDFs it is printing and those queued, then closes Chromium, and exits cleanly", async () => {
    const { child, url, exited, output } = await startServer({ PDF_PAGES: "2", LOG_LEVEL: "info" });
    const body = JSON.stringify({ data: createPreset("habit-tracker", { start: "2026-03-01" }) });
    // Six on two pages: three sent whole, printing or queued when the signal lands, and three whose body
    // is still arriving, which join the queue after it.
    const pdfs = Array.from({ length: 6 }, (_, i) => pdfRequest(url, body, i < 3 ? body.length : 10));
    await Promise.all(pdfs.map((pdf) => pdf.connected));
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pdf of pdfs) pdf.finish();
    const answers = await Promise.all(pdfs.map((pdf) => pdf.answer));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.head).toBe("%PDF-");
    expect(await exited).toBe(0);
    expect(output()).not.toMatch(/timed out|TargetClosedError|shutdown failed/);
  }, 180_000);
});

/** A PDF request whose first `sent` characters of body go at once, the rest on `finish()`. */
function pdfRequest(url: string, body: string, sent: number) {
  const request = http.request(`${url}/api/pdf`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
    },
  });
  const connected = new Promise<void>((resolve) =>
    request.on("socket", (socket) => socket.on("connect", resolve)),
  );
  const answer = new Promise<{ status: number; head: string }>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, head: Buffer.concat(chunks).subarray(0, 5).toString() }),
      );
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, sent));
  return { connected, answer, finish: () => request.end(body.slice(sent)) };
}
