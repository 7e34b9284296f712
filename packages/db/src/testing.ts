import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase, openPgliteImage } from "./client.ts";

/**
 * A PGlite database with every migration run, written out once and shared by the test files (each starts its
 * own copy from it): creating a PGlite cluster and migrating it takes seconds, starting from the image a few
 * hundred milliseconds. Kept in the system's temporary folder under a name made from the migrations and the
 * PGlite version, so a changed migration makes a new image. Each file still runs `migrate()`, which finds
 * nothing to do on a current image.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const hash = createHash("sha256");
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(path.join(path.dirname(pglite), "../package.json")));
  for (const entry of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort()) {
    hash.update(entry.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(entry));
  }
  const file = path.join(tmpdir(), `listful-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: make it. Two files making it at once each write their own and rename it into place.
    const handle = await openPgliteImage();
    await handle.migrate();
    const image = await handle.dump();
    await handle.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL when LISTFUL_TEST_DB=postgres. `close()` drops it again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.LISTFUL_TEST_DB !== "postgres" || !url) {
    const handle = await openPgliteImage(await migratedPgliteImage());
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
