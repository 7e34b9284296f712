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
