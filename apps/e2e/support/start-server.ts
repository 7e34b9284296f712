// Starts the built app for the browser tests on a fresh database and mail directory, with a real SMTP server
// on loopback that writes every message it receives into that directory.
import { rmSync } from "node:fs";
import path from "node:path";
import { DATA_DIR, E2E_PORT, MAIL_DIR } from "./env.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";

rmSync(DATA_DIR, { recursive: true, force: true });
const smtp = await startSmtpCatcher(MAIL_DIR);
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  HOST: "localhost",
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  DATA_DIR,
  JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret-0001",
  RATE_LIMITS: "false",
  LOG_LEVEL: "warn",
  MAIL_POLL_MS: "100",
  SMTP_URL: smtp.url,
});
delete process.env.DATABASE_URL;
process.chdir(path.resolve(import.meta.dirname, "../../.."));
const { main } = await import("../../server/src/server.ts");
await main();
