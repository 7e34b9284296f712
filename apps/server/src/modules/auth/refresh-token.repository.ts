import { and, type Database, eq, isNull, type RefreshTokenRow, refreshTokens } from "@listful/db";

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;

export function createRefreshTokenRepository(db: Database) {
  return {
    async insert(values: {
      userId: string;
      familyId: string;
      parentId: string | null;
      tokenHash: string;
      idleExpiresAt: Date;
      absoluteExpiresAt: Date;
    }): Promise<void> {
      // A child is derived from its parent, so concurrent rotations insert the same row: the first one counts.
      await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
    },
    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a token used; true only for the one caller that used it first. */
    async claim(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
    async isFamilyLive(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}
