import { existsSync } from "node:fs";
import { ROLES, type Role } from "@listful/contracts";
import { openDatabase } from "@listful/db";
import { loadConfig } from "../env.ts";
import { createUserRepository } from "../modules/user/user.repository.ts";

/**
 * Grants a role to an existing account: `npm run user:promote -- someone@example.com ROLE_ADMIN`.
 * There is no default admin; this is the only way to make one.
 */
export async function promoteUser(argv: string[]): Promise<string> {
  const [email, role = "ROLE_ADMIN"] = argv;
  if (!email) throw new Error("Usage: npm run user:promote -- <email> [ROLE_ADMIN|ROLE_SUPERADMIN]");
  if (!(ROLES as readonly string[]).includes(role))
    throw new Error(`Unknown role ${role}. Use one of ${ROLES.join(", ")}.`);
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === "postgres" ? config.database : config.database,
  );
  try {
    await database.migrate();
    const users = createUserRepository(database.db);
    const user = await users.findByEmail(email.trim());
    if (!user) throw new Error(`No account uses ${email}.`);
    if (user.roles.includes(role)) return `${user.email} already has ${role}.`;
    await users.update(user.id, { roles: [...user.roles, role as Role] });
    return `${user.email} now has ${[...user.roles, role].join(", ")}.`;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  promoteUser(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
