import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL when LISTFUL_TEST_DB=postgres. `close()` drops it again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.LISTFUL_TEST_DB !== "postgres" || !url) {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return handle;
  }
  const name = `listful_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: "postgres",
    url: target.toString(),
    poolSize: 5,
    onPoolError: () => {},
  });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The database kind the current test run uses, for test names. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.LISTFUL_TEST_DB === "postgres" && process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}
