import { existsSync } from "node:fs";
import { openDatabase, SchemaTooNewError } from "@listful/db";
import { type BuildAppOptions, buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { trackRequests } from "./lib/drain.ts";
import { seedDatabase } from "./seed/seed-database.ts";

/** Time to close Chromium, the database and Redis once the requests have finished. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Starts Listful: configuration, database (migrated and seeded), the app, and a graceful SIGTERM. The browser
 * tests start it in their own process and point its sign-in providers at their stand-in.
 */
export async function main(options: Pick<BuildAppOptions, "signInEndpoints"> = {}) {
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
  await database.fill();
  const app = await buildApp({ config, database, ...options });

  const drain = trackRequests(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const deadline = config.shutdownDeadlineMs;
    app.log.info({ signal, inFlight: drain.inFlight() }, "shutting down: finishing in-flight requests");
    // Past the deadline and a little more for closing, the process ends whatever is left.
    setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, deadline + CLOSE_GRACE_MS).unref();
    app.lifecycle.stopping = true;
    const finished = await drain.run(config.shutdownNoticeMs, deadline);
    if (!finished) app.log.warn({ inFlight: drain.inFlight() }, "requests still in flight at the deadline");
    try {
      // Only now: scheduled thumbnails, Chromium, the mail worker and Redis (the app's own), then the database.
      await app.close();
      await database.close();
      process.exit(finished ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

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
