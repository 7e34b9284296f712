import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import type { UserRow } from "@listful/db";
import { NotSignedInError } from "../../domain-errors.ts";
import type { SecurityEvents } from "../../lib/security-events.ts";
import type { UserRepository } from "../user/user.repository.ts";
import type { AccessTokens } from "./access-token.ts";
import type { RefreshTokenRepository } from "./refresh-token.repository.ts";
import type { SessionRevocations } from "./session-revocations.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session left unused this long ends. */
export const REFRESH_IDLE_MS = 14 * DAY_MS;
/** No session lives longer than this, however active. */
export const REFRESH_ABSOLUTE_MS = 60 * DAY_MS;
/** Two tabs refreshing with the same token at once both get its one child; a replay after this is theft. */
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
  /** Ended sessions, so their access tokens stop working at once rather than when they expire. */
  revocations: SessionRevocations;
  /** The server's secret, from which the key that derives a refresh token's one child is made. */
  secret: string;
  security: SecurityEvents;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const childKey = createHmac("sha256", deps.secret).update("listful refresh-token child").digest();

  /**
   * A token's one child, the same for every caller who presents the token, so concurrent refreshes cannot
   * fork a session: whoever rotates a token within the grace window holds the same next token, and a later
   * reuse of that one is caught like any other. Only the server can derive it; the database keeps its hash.
   */
  function childOf(refreshToken: string): string {
    return createHmac("sha256", childKey).update(refreshToken).digest("base64url");
  }

  async function endSession(familyId: string) {
    await deps.refreshTokens.revokeFamily(familyId);
    await deps.revocations.revoke(familyId);
  }

  async function issue(
    user: UserRow,
    familyId: string,
    parent: { id: string; refreshToken: string } | null,
    absoluteExpiresAt: Date,
  ) {
    const refreshToken = parent ? childOf(parent.refreshToken) : randomBytes(32).toString("base64url");
    const parentId = parent?.id ?? null;
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

    /** Trades a refresh token for a new pair; a token replayed after the grace window ends its whole family. */
    async rotate(refreshToken: string, context: { ip: string }): Promise<Session> {
      const row = await deps.refreshTokens.findByHash(hashToken(refreshToken));
      const expired =
        (row?.idleExpiresAt.getTime() ?? 0) <= now() || (row?.absoluteExpiresAt.getTime() ?? 0) <= now();
      if (!row || row.revokedAt || expired) throw new NotSignedInError(SESSION_ENDED);
      if (!(await deps.refreshTokens.claim(row.id))) {
        const usedAt = row.usedAt?.getTime() ?? now();
        if (now() - usedAt > REFRESH_REUSE_GRACE_MS) {
          await endSession(row.familyId);
          deps.security.report(
            { event: "refresh_token_reused", userId: row.userId, sessionId: row.familyId, ip: context.ip },
            "A spent refresh token was used again; its session has ended",
          );
          throw new NotSignedInError(SESSION_ENDED);
        }
      }
      const user = await deps.users.findById(row.userId);
      if (!user) throw new NotSignedInError(SESSION_ENDED);
      return issue(user, row.familyId, { id: row.id, refreshToken }, row.absoluteExpiresAt);
    },

    /** Ends one sign-in: its refresh tokens and, at once, its access tokens. */
    end(sessionId: string): Promise<void> {
      return endSession(sessionId);
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
