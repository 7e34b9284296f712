import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export type RunningServer = { url: string; stop(): Promise<void> };

/** Starts `bench/servers/<name>.ts` in its own process and waits until it answers. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "../servers", `${name}.ts`)],
    {
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} server did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The whole production server (`apps/server/src/server.ts`: API and web app) on PGlite in `dataDir`, rate
 * limits off; resolves once it answers /readyz.
 */
export async function startProductionServer(options: {
  port: number;
  dataDir: string;
}): Promise<{ origin: string; stop(): Promise<void> }> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["apps/server/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-bench-0001",
      RATE_LIMITS: "false",
      LOG_LEVEL: "error",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The server did not become ready within 60 s.");
}
