import type { MailService } from "../mail/mail.service.ts";
import { mailHtml } from "../mail/mail-html.ts";
import type { ContactRepository } from "./contact.repository.ts";

export type ContactInput = { name: string; email: string; subject: string; message: string };

export type ContactService = ReturnType<typeof createContactService>;

/** Stores the message first (nothing is lost if mail fails), then mails it to the team through the outbox. */
export function createContactService(deps: {
  messages: ContactRepository;
  mail: MailService;
  teamAddress: string;
}) {
  return {
    async send(input: ContactInput, sender: { userId: string | null; ip: string }): Promise<void> {
      await deps.messages.insert({ ...input, userId: sender.userId, ip: sender.ip });
      const lines = [`From: ${input.name} <${input.email}>`, `Subject: ${input.subject}`, "", input.message];
      await deps.mail.send({
        to: deps.teamAddress,
        subject: `Contact form: ${input.subject}`,
        text: lines.join("\n"),
        html: mailHtml("New message from the contact form", lines.filter(Boolean)),
      });
    },
  };
}
