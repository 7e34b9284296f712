import { and, type Database, eq, gt, isNull, passwordResetTokens, sql } from "@listful/db";

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

export function createPasswordResetRepository(db: Database) {
  return {
    /**
     * Stores a new reset token unless the user was sent one less than `intervalMs` ago; true when stored.
     * Checked and written in one step, so two requests at the same moment send one mail, not two. Only the
     * newest link works: the earlier unused ones are spent with it.
     */
    async insertUnlessRecent(
      values: { userId: string; tokenHash: string; expiresAt: Date },
      intervalMs: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${values.userId}))`);
        const [recent] = await tx
          .select({ id: passwordResetTokens.id })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.userId, values.userId),
              gt(passwordResetTokens.createdAt, sql`now() - make_interval(secs => ${intervalMs / 1000})`),
            ),
          )
          .limit(1);
        if (recent) return false;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values(values);
        return true;
      });
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
    /** Spends every unused link of a user: after a reset, a password change or a new e-mail address. */
    async consumeAllForUser(userId: string): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
