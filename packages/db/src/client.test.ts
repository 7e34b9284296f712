import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors.ts";
import { eq, SchemaTooNewError, sql, users } from "./index.ts";
import { createTestDatabase } from "./testing.ts";

describe("database", () => {
  it("migrates, answers and enforces a case-insensitive unique e-mail", async () => {
    const handle = await createTestDatabase();
    try {
      await handle.ping();
      await handle.migrate(); // a second run is a no-op
      const [row] = await handle.db
        .insert(users)
        .values({ name: "Ada", email: "ada@example.com" })
        .returning();
      expect(row?.roles).toEqual(["ROLE_USER"]);
      const error = await handle.db
        .insert(users)
        .values({ name: "Ada 2", email: "ADA@example.com" })
        .then(() => null)
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error, "users_email_lower_key")).toBe(true);
      const found = await handle.db.select().from(users).where(eq(users.email, "ada@example.com"));
      expect(found).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it("opens every connection of the pool before the first request, and keeps them", async () => {
    const handle = await createTestDatabase();
    try {
      await handle.fill();
      const filled = handle.connections();
      // The test databases' pools hold five connections on PostgreSQL; PGlite has its one.
      expect(filled).toEqual(
        handle.kind === "postgres" ? { open: 5, idle: 5, waiting: 0 } : { open: 1, idle: 0, waiting: 0 },
      );
      await handle.ping();
      expect(handle.connections()).toEqual(filled);
    } finally {
      await handle.close();
    }
  });

  it("refuses a database that a newer version has migrated, with a clear message", async () => {
    const handle = await createTestDatabase();
    try {
      const later = Date.now() + 86_400_000;
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${later})`,
      );
      const refused = await handle.migrate().then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect(String((refused as Error).message)).toMatch(/schema is newer than this version of Listful/);
    } finally {
      await handle.close();
    }
  });
});
