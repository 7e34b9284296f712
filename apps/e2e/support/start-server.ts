// Starts the built app for the browser tests on a fresh database and mail directory, with a real SMTP server
// on loopback that writes every message it receives into that directory, and Google and Facebook's sign-in
// played by a real OAuth 2.0 / OpenID Connect server on loopback.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { STAND_IN_ENV, startSignInStandIn } from "@listful/stand-ins/sign-in";
import { DATA_DIR, E2E_PORT, MAIL_DIR, SIGN_IN_STAND_IN_PORT, SUPER_ADMIN } from "./env.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";

rmSync(DATA_DIR, { recursive: true, force: true });
const smtp = await startSmtpCatcher(MAIL_DIR);
const signIn = await startSignInStandIn({ port: SIGN_IN_STAND_IN_PORT });
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
  ...STAND_IN_ENV,
});
delete process.env.DATABASE_URL;
process.chdir(path.resolve(import.meta.dirname, "../../.."));
// The app has no default admin: the suite's super-admin, made as an operator makes the first one, makes the
// specs' admins through Settings > Team.
execFileSync(
  process.execPath,
  ["apps/server/src/cli/create-user.ts", SUPER_ADMIN.email, SUPER_ADMIN.name, "ROLE_SUPERADMIN"],
  { input: `${SUPER_ADMIN.password}\n`, stdio: ["pipe", "ignore", "inherit"] },
);
const { main } = await import("../../server/src/server.ts");
await main({ signInEndpoints: signIn.endpoints });
