import type { FastifyBaseLogger } from "fastify";

/** What an operator needs to act on an attack: who, which session, from where; never a token or a password. */
export type SecurityEvent =
  | { event: "refresh_token_reused"; userId: string; sessionId: string; ip: string }
  | {
      event: "sign_in_failures";
      userId: string | null;
      ip: string;
      failures: number;
      accountFailures: number;
    }
  | { event: "reset_failures"; ip: string; failures: number };

/** Security events, logged at warn level with an `event` name a log search can filter on. */
export type SecurityEvents = { report(event: SecurityEvent, message: string): void };

export function createSecurityEvents(log: Pick<FastifyBaseLogger, "warn">): SecurityEvents {
  return { report: (event, message) => log.warn({ security: true, ...event }, message) };
}
