import type { FastifyBaseLogger } from "fastify";
import type { MailRepository } from "../modules/mail/mail.repository.ts";
import type { MailTransport } from "../modules/mail/mail-transport.ts";

const BATCH = 10;
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export type MailWorker = { kick(): void; stop(): Promise<void> };

/**
 * Drains the outbox: claims due rows (FOR UPDATE SKIP LOCKED, so several instances share the work), sends
 * each, and on failure schedules a retry with exponential backoff. A message is marked sent only after the
 * SMTP server accepted it.
 */
export function startMailWorker(deps: {
  mailRepository: MailRepository;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
}): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drainOnce(): Promise<number> {
    const batch = await deps.mailRepository.claimDue(BATCH);
    for (const row of batch) {
      try {
        await deps.transport.send({
          id: row.id,
          from: deps.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: row.attachments,
        });
        await deps.mailRepository.markSent(row.id);
      } catch (error) {
        const retryIn =
          row.attempts >= MAX_ATTEMPTS
            ? null
            : Math.min(deps.retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
        deps.log.warn({ err: error, mailId: row.id, attempt: row.attempts, retryIn }, "mail delivery failed");
        await deps.mailRepository.markFailedAttempt(
          row.id,
          error instanceof Error ? error.message : String(error),
          retryIn,
        );
      }
    }
    return batch.length;
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await drainOnce()) === BATCH) {}
        } while (again && !stopped);
      } catch (error) {
        deps.log.warn({ err: error }, "mail outbox unavailable; will retry");
      } finally {
        running = null;
      }
    })();
  }

  const timer = setInterval(kick, deps.pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      deps.transport.close();
    },
  };
}
