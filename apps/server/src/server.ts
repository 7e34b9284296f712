import { existsSync } from "node:fs";
import { openDatabase, SchemaTooNewError } from "@listful/db";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { seedDatabase } from "./seed/seed-database.ts";

const SHUTDOWN_TIMEOUT_MS = 9_000;

/** Starts Listful: configuration, database (migrated and seeded), the app, and a graceful SIGTERM. */
export async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === "postgres"
      ? {
          ...config.database,
          onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
        }
      : config.database,
  );
  await database.migrate();
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });
  app.addHook("onClose", async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Listful is running at ${config.publicUrl} (database: ${database.kind})`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    const clear = error instanceof ConfigError || error instanceof SchemaTooNewError;
    console.error(clear ? error.message : error);
    process.exit(1);
  });
}
