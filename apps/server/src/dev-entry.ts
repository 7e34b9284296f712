import { existsSync } from "node:fs";
import { type DatabaseHandle, openDatabase } from "@listful/db";
import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./env.ts";
import { seedDatabase } from "./seed/seed-database.ts";

const KEY = Symbol.for("listful.dev-database");
const cache = globalThis as { [KEY]?: Promise<DatabaseHandle> };

/**
 * `npm run dev`: Vite loads this module and hands requests to the app it returns, rebuilding the app when a
 * file changes. The database stays open across rebuilds: one PGlite directory must have one owner.
 */
export async function createServer(vite: ViteDevServer) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  cache[KEY] ??= (async () => {
    const database = await openDatabase(config.database);
    await database.migrate();
    await seedDatabase(database.db);
    return database;
  })();
  return buildApp({ config, database: await cache[KEY], web: { devServer: vite } });
}
