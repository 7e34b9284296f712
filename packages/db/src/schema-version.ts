import { readFileSync } from "node:fs";

/** Raised when the database holds migrations this version of Listful does not have. */
export class SchemaTooNewError extends Error {
  override name = "SchemaTooNewError";
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The newest migration this code ships, as the migrator records it (the journal's `when`). */
function newestKnownMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Refuses a database migrated by a newer version of Listful: this code would run against tables it does not
 * know (and the migrator would quietly do nothing). Older instances stop here with a clear message instead.
 */
export async function assertSchemaKnown(query: Query, migrationsFolder: string): Promise<void> {
  const table = await query("select to_regclass('drizzle.__drizzle_migrations') as name");
  if (!table.rows[0]?.name) return;
  const applied = await query("select max(created_at)::text as newest from drizzle.__drizzle_migrations");
  const newest = Number(applied.rows[0]?.newest ?? 0);
  const known = newestKnownMigration(migrationsFolder);
  if (newest > known) {
    throw new SchemaTooNewError(
      `The database's schema is newer than this version of Listful knows: its latest migration is from ` +
        `${new Date(newest).toISOString()}, this version's from ${new Date(known).toISOString()}. ` +
        "Run the newer version of Listful (or restore a backup taken before the upgrade).",
    );
  }
}
