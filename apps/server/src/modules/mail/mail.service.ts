import type { MailRepository, OutgoingMail } from "./mail.repository.ts";

export type MailService = { send(mail: OutgoingMail): Promise<void> };

/** Sending means writing to the outbox; the worker delivers. */
export function createMailService(deps: {
  mailRepository: MailRepository;
  onEnqueued: () => void;
}): MailService {
  return {
    async send(mail) {
      await deps.mailRepository.enqueue(mail);
      deps.onEnqueued();
    },
  };
}
