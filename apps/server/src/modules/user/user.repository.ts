import { type Database, eq, sql, type UserRow, users } from "@listful/db";

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
