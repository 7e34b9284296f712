// Starts a second copy of the built app in paid mode for the subscription journey, on its own fresh database,
// with a local stand-in of Paddle's API (the one the server tests use) that sends signed webhooks back to it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startPaddleStandIn } from "@listful/stand-ins/paddle";
import { PADDLE_SETTINGS, PAID_DATA_DIR, PAID_PORT, STAND_IN_URL_FILE } from "./paid-env.ts";

rmSync(PAID_DATA_DIR, { recursive: true, force: true });
mkdirSync(PAID_DATA_DIR, { recursive: true });
const standIn = await startPaddleStandIn({
  webhookSecret: PADDLE_SETTINGS.PADDLE_WEBHOOK_SECRET,
  webhookUrl: `http://localhost:${PAID_PORT}/api/paddle/webhook`,
});
writeFileSync(STAND_IN_URL_FILE, standIn.url);
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(PAID_PORT),
  HOST: "localhost",
  PUBLIC_URL: `http://localhost:${PAID_PORT}`,
  DATA_DIR: PAID_DATA_DIR,
  JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret-0002",
  RATE_LIMITS: "false",
  LOG_LEVEL: "warn",
  ...PADDLE_SETTINGS,
  PADDLE_API_URL: standIn.url,
});
delete process.env.DATABASE_URL;
delete process.env.FREE_MODE;
process.chdir(path.resolve(import.meta.dirname, "../../.."));
const { main } = await import("../../server/src/server.ts");
await main();
