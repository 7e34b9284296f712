import { openDatabase } from "@listful/db";
import { loadConfig } from "../../src/env.ts";
import { hashPassword } from "../../src/modules/auth/password.ts";
import { createUserRepository } from "../../src/modules/user/user.repository.ts";

/**
 * A super-admin account in the configured database before the server starts, as `npm run user:promote` makes
 * one (the app has no default admin). The browser tests need one and cannot run the command while their server
 * holds its PGlite database.
 */
export async function seedSuperAdmin(account: { name: string; email: string; password: string }) {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const users = createUserRepository(database.db);
    const user = await users.insert({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
    });
    await users.update(user.id, { roles: [...user.roles, "ROLE_SUPERADMIN"] });
  } finally {
    await database.close();
  }
}
