// The soak's instances: production servers started as processes of their own, and what is read off them.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Whether Redis answers PING on its usual port. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: 6379 }, () => socket.write("PING\r\n"));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.end();
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** A production server on `port`; `nodeArgs` go to Node before the entry (an inspector for the live bench). */
export function startInstance(
  port: number,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): ChildProcess {
  // Without the web build the instances answer the API but never draw a template's picture.
  if (!existsSync(path.join(ROOT, "apps/web/build/server/index.js")))
    throw new Error("The production server needs the web app built first: npm run build -w @listful/web");
  return spawn(process.execPath, [...nodeArgs, "apps/server/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-soak-")),
    },
  });
}

export async function waitReady(origin: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${origin} did not start`);
}

/**
 * Resident memory, and of it the JavaScript heap (in use, and held from the system) and what lives outside it
 * (buffers), in bytes.
 */
export type Sample = {
  memory: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  dbConnections: number;
  chromiumPages: number;
};

export async function sample(origin: string, metricsToken: string): Promise<Sample> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const value = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN);
  return {
    memory: value(/^listful_process_resident_memory_bytes (\S+)$/m),
    heapUsed: value(/^listful_nodejs_heap_size_used_bytes (\S+)$/m),
    heapTotal: value(/^listful_nodejs_heap_size_total_bytes (\S+)$/m),
    external: value(/^listful_nodejs_external_memory_bytes (\S+)$/m),
    dbConnections: value(/^listful_db_pool_connections\{state="open"\} (\S+)$/m),
    chromiumPages: value(/^listful_chromium_pages (\S+)$/m),
  };
}

/** Waits until every seeded template has its page-one image (the instances draw them at start, one by one). */
export async function waitForTemplateImages(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const { rows } = await client.query<{ missing: number }>(
        "select count(*)::int as missing from templates where image is null",
      );
      if (rows[0]?.missing === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.missing} templates still have no image`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}
