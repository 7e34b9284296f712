import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { UserRow } from "@listful/db";
import { NotSignedInError } from "../../domain-errors.ts";
import type { UserRepository } from "../user/user.repository.ts";
import type { AccessTokens } from "./access-token.ts";
import type { RefreshTokenRepository } from "./refresh-token.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session left unused this long ends. */
export const REFRESH_IDLE_MS = 14 * DAY_MS;
/** No session lives longer than this, however active. */
export const REFRESH_ABSOLUTE_MS = 60 * DAY_MS;
/** Two tabs refreshing with the same token at once both succeed; a replay after this is theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const SESSION_ENDED = "Your session has ended. Please sign in again.";

export type Session = {
  user: UserRow;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
};

export type SessionService = ReturnType<typeof createSessionService>;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createSessionService(deps: {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  accessTokens: AccessTokens;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function issue(user: UserRow, familyId: string, parentId: string | null, absoluteExpiresAt: Date) {
    const refreshToken = randomBytes(32).toString("base64url");
    const idleExpiresAt = new Date(Math.min(now() + REFRESH_IDLE_MS, absoluteExpiresAt.getTime()));
    await deps.refreshTokens.insert({
      userId: user.id,
      familyId,
      parentId,
      tokenHash: hashToken(refreshToken),
      idleExpiresAt,
      absoluteExpiresAt,
    });
    const accessToken = await deps.accessTokens.sign({
      userId: user.id,
      sessionId: familyId,
      sessionVersion: user.sessionVersion,
    });
    return { user, sessionId: familyId, accessToken, refreshToken, refreshExpiresAt: idleExpiresAt };
  }

  return {
    /** A new sign-in: a new refresh-token family. */
    start(user: UserRow): Promise<Session> {
      return issue(user, randomUUID(), null, new Date(now() + REFRESH_ABSOLUTE_MS));
    },

    /** Trades a refresh token for a new pair; a replayed token ends its whole family. */
    async rotate(refreshToken: string): Promise<Session> {
      const row = await deps.refreshTokens.findByHash(hashToken(refreshToken));
      const expired =
        (row?.idleExpiresAt.getTime() ?? 0) <= now() || (row?.absoluteExpiresAt.getTime() ?? 0) <= now();
      if (!row || row.revokedAt || expired) throw new NotSignedInError(SESSION_ENDED);
      if (!(await deps.refreshTokens.claim(row.id))) {
        const usedAt = row.usedAt?.getTime() ?? now();
        if (now() - usedAt > REFRESH_REUSE_GRACE_MS) {
          await deps.refreshTokens.revokeFamily(row.familyId);
          throw new NotSignedInError(SESSION_ENDED);
        }
      }
      const user = await deps.users.findById(row.userId);
      if (!user) throw new NotSignedInError(SESSION_ENDED);
      return issue(user, row.familyId, row.id, row.absoluteExpiresAt);
    },

    /** Ends one sign-in. */
    end(sessionId: string): Promise<void> {
      return deps.refreshTokens.revokeFamily(sessionId);
    },

    /** Ends every sign-in of a user (the caller bumps the session version for access tokens). */
    endAll(userId: string): Promise<void> {
      return deps.refreshTokens.revokeAllForUser(userId);
    },

    /** The family a refresh token belongs to, if the token is known. */
    async sessionIdOf(refreshToken: string): Promise<string | undefined> {
      return (await deps.refreshTokens.findByHash(hashToken(refreshToken)))?.familyId;
    },
  };
}
