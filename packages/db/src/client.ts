import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { assertSchemaKnown } from "./schema-version.ts";

/** The query interface shared by the PGlite and node-postgres drivers; repositories depend on this only. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs the SQL migrations; safe to call from several processes at once on PostgreSQL, where one migrates
   * and the others wait. Throws SchemaTooNewError on a database a newer version has migrated.
   */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Connections open (in use or idle) and requests waiting for one; PGlite has one connection. */
  connections(): { open: number; idle: number; waiting: number };
  /** Opens every connection the pool keeps (PostgreSQL), so no request waits for one; PGlite has its one. */
  fill(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number; onPoolError?: (error: Error) => void }
  | { kind: "pglite"; dataDir?: string };

/** An in-memory PGlite database that can also be written out whole, to start others from (testing.ts). */
type PgliteImageHandle = DatabaseHandle & { dump(): Promise<Blob> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));
/** Arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_310_455_201;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return openPglite(options.dataDir ?? "memory://");
}

/**
 * An in-memory PGlite database started from `image` (what `dump()` wrote), or from an empty cluster without
 * one. Starting from an image skips creating the cluster, which is most of what opening PGlite costs.
 */
export function openPgliteImage(image?: Blob): Promise<PgliteImageHandle> {
  return openPglite(image ?? "memory://");
}

async function openPglite(from: string | Blob): Promise<PgliteImageHandle> {
  // pg_trgm (search's typo tolerance) ships with PGlite; a migration creates it, as on PostgreSQL.
  const extensions = { pg_trgm };
  const client =
    typeof from === "string"
      ? await PGlite.create(from, { extensions })
      : await PGlite.create({ loadDataDir: from, extensions });
  const db = drizzlePglite({ client });
  return {
    dump: () => client.dumpDataDir("none"),
    db: db as unknown as Database,
    kind: "pglite",
    migrate: async () => {
      await assertSchemaKnown((text) => client.query(text), MIGRATIONS_FOLDER);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query("select 1");
    },
    connections: () => ({ open: 1, idle: 0, waiting: 0 }),
    fill: async () => undefined,
    close: () => client.close(),
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const size = options.poolSize ?? 10;
  // A pool of fixed size, opened before the first request and kept: a pool that shrank when quiet opened new
  // connections in the next burst, just when every one was busy, and each new server process then also warmed
  // its caches on that burst's queries (the soak's slowest minutes were the ones the pools grew in).
  const pool = new pg.Pool({
    connectionString: options.url,
    max: size,
    min: size,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart) emits here; without a listener the process would crash.
  pool.on(
    "error",
    options.onPoolError ?? ((error) => console.warn(`database connection lost: ${error.message}`)),
  );
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await assertSchemaKnown((text) => client.query(text), MIGRATIONS_FOLDER);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    fill: async () => {
      const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    close: () => pool.end(),
  };
}
