import type { Database } from "@listful/db";

/**
 * Idempotent seed data. Accounts are never seeded: there is no default admin; promote one with
 * `npm run user:promote -- someone@example.com ROLE_ADMIN`.
 */
export async function seedDatabase(_db: Database): Promise<void> {}
