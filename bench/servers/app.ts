// The real Listful API for benchmarks: PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is
// set. Rate limits are off so the figures measure the code, not the limiter.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@listful/db";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/env.ts";

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PUBLIC_URL: "http://localhost:3000",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-bench-")),
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-000001",
  RATE_LIMITS: "false",
  LOG_LEVEL: "silent",
});
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ config, database, web: false, mailWorker: false, logger: false });
app.addHook("onClose", () => database.close());
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
