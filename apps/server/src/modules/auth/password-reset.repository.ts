import { and, type Database, desc, eq, gt, isNull, passwordResetTokens, sql } from "@listful/db";

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

export function createPasswordResetRepository(db: Database) {
  return {
    async insert(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },
    async latestCreatedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: passwordResetTokens.createdAt })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(desc(passwordResetTokens.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    /** Uses a valid token; returns its user id, or undefined for a token that is unknown, used or expired. */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
    async consumeAllForUser(userId: string): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
