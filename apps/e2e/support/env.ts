import path from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "@listful/server/chromium";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** Google's and Facebook's sign-in, played by a stand-in the server's process starts beside it (the paid-mode app has E2E_PORT + 1000). */
export const SIGN_IN_STAND_IN_PORT = E2E_PORT + 2000;
/** The server's data directory for the browser tests: a fresh PGlite database and the mail it writes. */
export const DATA_DIR = path.resolve(import.meta.dirname, "../.data");
export const MAIL_DIR = path.join(DATA_DIR, "mail");
export const CHROMIUM_PATH = chromiumPath();
export { CHROMIUM_ARGS };

/** The super-admin the test server starts with (there is no default admin in the app itself). */
export const SUPER_ADMIN = {
  name: "Sam Superadmin",
  email: "superadmin@example.com",
  password: "Curate-the-library-2026",
} as const;
