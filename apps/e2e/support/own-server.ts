// A copy of the built app that one spec owns, on its own port and data directory, so the spec can stop the
// server under an open page and start it again on the same database (the shared test server stays up).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "./env.ts";

/** Three thousand ports above the shared server: the paid copy has +1000, the sign-in stand-in +2000. */
const OWN_PORT = E2E_PORT + 3000;
const ROOT = path.resolve(import.meta.dirname, "../../..");

export type OwnServer = {
  readonly url: string;
  /** Stops the server as an operator does (SIGTERM) and waits for its process to end. */
  stop(): Promise<void>;
  /** Starts it again on the same database and waits until it answers. */
  start(): Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
}

export async function startOwnServer(): Promise<OwnServer> {
  const url = `http://localhost:${OWN_PORT}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "listful-e2e-own-"));
  let child: ChildProcess | undefined;

  async function start() {
    if (await answers(url)) throw new Error(`something already answers on ${url}`);
    child = spawn(process.execPath, ["apps/server/src/server.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(OWN_PORT),
        HOST: "localhost",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret-0003",
        RATE_LIMITS: "false",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        DATABASE_URL: "",
      },
    });
    const deadline = Date.now() + 120_000;
    while (!(await answers(url))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the server on ${url} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }

  await start();
  return { url, start, stop };
}
