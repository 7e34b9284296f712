import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@listful/db";
import { describe, expect, it } from "vitest";
import { promoteUser } from "../src/cli/promote-user.ts";
import { createUserRepository } from "../src/modules/user/user.repository.ts";

describe("npm run user:promote", () => {
  it("grants a role to an existing account and refuses unknown ones", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "listful-promote-"));
    const saved = { ...process.env };
    Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: "test", DATABASE_URL: "" });
    delete process.env.DATABASE_URL;
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      await database.migrate();
      await createUserRepository(database.db).insert({
        name: "Ada",
        email: "ada@example.com",
        passwordHash: "x",
      });
      await database.close();

      expect(await promoteUser(["ADA@example.com", "ROLE_ADMIN"])).toBe(
        "ada@example.com now has ROLE_USER, ROLE_ADMIN.",
      );
      expect(await promoteUser(["ada@example.com", "ROLE_ADMIN"])).toBe(
        "ada@example.com already has ROLE_ADMIN.",
      );
      await expect(promoteUser(["nobody@example.com"])).rejects.toThrow(
        "No account uses nobody@example.com.",
      );
      await expect(promoteUser(["ada@example.com", "ROLE_GOD"])).rejects.toThrow(/Unknown role ROLE_GOD/);
      await expect(promoteUser([])).rejects.toThrow(/Usage/);

      const reopened = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      const row = await createUserRepository(reopened.db).findByEmail("ada@example.com");
      await reopened.close();
      expect(row?.roles).toEqual(["ROLE_USER", "ROLE_ADMIN"]);
    } finally {
      process.env = saved;
    }
  });
});
