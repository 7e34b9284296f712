// `npm start`: builds what changed, then serves Listful on http://localhost:3000 with the embedded database.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildWebIfStale, ROOT } from "./lib.ts";

await buildWebIfStale();
if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
process.env.NODE_ENV ??= "production";

// A production build needs a JWT secret; a local `npm start` keeps a generated one in the data directory.
if (!process.env.JWT_SECRET) {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? ".data");
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  process.env.JWT_SECRET = readFileSync(file, "utf8").trim();
}

process.chdir(ROOT);
const { main } = await import("../apps/server/src/server.ts");
await main();
