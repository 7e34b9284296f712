import type { SignInProvider } from "@listful/contracts";
import { and, type Database, eq, signInIdentities, type UserRow, users } from "@listful/db";

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

/** The Google and Facebook accounts people sign in with, by the provider's subject id. */
export function createIdentityRepository(db: Database) {
  return {
    async findUser(provider: SignInProvider, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(signInIdentities)
        .innerJoin(users, eq(users.id, signInIdentities.userId))
        .where(and(eq(signInIdentities.provider, provider), eq(signInIdentities.subject, subject)))
        .limit(1);
      return row?.user;
    },

    async providersOf(userId: string): Promise<SignInProvider[]> {
      const rows = await db
        .select({ provider: signInIdentities.provider })
        .from(signInIdentities)
        .where(eq(signInIdentities.userId, userId));
      return rows.map((row) => row.provider as SignInProvider);
    },

    async link(userId: string, provider: SignInProvider, subject: string): Promise<void> {
      await db.insert(signInIdentities).values({ userId, provider, subject });
    },

    /** A new account without a password and its first identity, together or not at all. */
    createUser(
      values: { name: string; email: string },
      identity: { provider: SignInProvider; subject: string },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...values, passwordHash: null })
          .returning();
        if (!user) throw new Error("insert returned no row");
        await tx.insert(signInIdentities).values({ userId: user.id, ...identity });
        return user;
      });
    },

    async unlink(userId: string, provider: SignInProvider): Promise<void> {
      await db
        .delete(signInIdentities)
        .where(and(eq(signInIdentities.userId, userId), eq(signInIdentities.provider, provider)));
    },
  };
}
