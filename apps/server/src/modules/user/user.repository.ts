import { type Database, eq, sql, type UserRow, users } from "@listful/db";
import { isUserId } from "../../lib/user-id.ts";

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Database) {
  // Every authenticated request runs this: prepared once per connection, it skips parsing and planning.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("user_by_id");
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUserId(id)) return undefined;
      const [row] = await byId.execute({ id });
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async insert(values: { name: string; email: string; passwordHash: string }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async update(id: string, values: Partial<Pick<UserRow, "name" | "email" | "roles">>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error("user vanished during update");
      return row;
    },
    /** Sets a new password and ends every session issued before it. */
    async replacePassword(id: string, passwordHash: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error("user vanished during password change");
      return row;
    },
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
