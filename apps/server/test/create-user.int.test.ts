import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@listful/db";
import { describe, expect, it } from "vitest";
import { createUser } from "../src/cli/create-user.ts";
import { verifyPassword } from "../src/modules/auth/password.ts";
import { createUserRepository } from "../src/modules/user/user.repository.ts";

describe("npm run user:create", () => {
  it("makes an account with its role, holds the password to the sign-up rules, and refuses a taken e-mail", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "listful-create-user-"));
    const saved = { ...process.env };
    Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: "test" });
    delete process.env.DATABASE_URL;
    try {
      const password = "a super admin's long passphrase";
      expect(await createUser(["Sam@Example.com", "Sam Super", "ROLE_SUPERADMIN"], password)).toBe(
        "sam@example.com can sign in now, with ROLE_USER, ROLE_SUPERADMIN.",
      );
      await expect(createUser(["sam@example.com", "Sam Again"], password)).rejects.toThrow(
        "An account already uses sam@example.com: give it a role with npm run user:promote.",
      );
      await expect(createUser(["ada@example.com", "Ada", "ROLE_KING"], password)).rejects.toThrow(
        "Unknown role ROLE_KING",
      );
      await expect(createUser(["ada@example.com", "Ada"], "short")).rejects.toThrow(/at least/);
      await expect(createUser(["ada@example.com", "Ada"], "password123")).rejects.toThrow("too common");
      await expect(createUser(["not-an-email", "Ada"], password)).rejects.toThrow();
      await expect(createUser([], password)).rejects.toThrow("Usage: npm run user:create");

      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      try {
        const users = createUserRepository(database.db);
        const sam = await users.findByEmail("sam@example.com");
        expect(sam?.roles).toEqual(["ROLE_USER", "ROLE_SUPERADMIN"]);
        expect(await verifyPassword(sam?.passwordHash ?? "", password)).toBe(true);
        expect(await users.findByEmail("ada@example.com")).toBeUndefined();
      } finally {
        await database.close();
      }
    } finally {
      process.env = saved;
    }
  });
});
