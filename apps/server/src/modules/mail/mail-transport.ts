import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailAttachment } from "@listful/db";
import nodemailer from "nodemailer";

export type MailMessage = {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments: MailAttachment[];
};

export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * A stalled SMTP server gives up well inside the outbox's claim on a message (5 minutes), so a send is over,
 * one way or the other, before another worker may pick the message up again: no mail goes out twice.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 15_000,
  dnsTimeout: 15_000,
  socketTimeout: 60_000,
};

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file, to read in development. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  directory: string;
}): MailTransport {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
        headers: { "X-Listful-Message": String(message.id) },
      });
      if (!options.smtpUrl) {
        await mkdir(options.directory, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`;
        await writeFile(path.join(options.directory, name), (info as { message: Buffer }).message);
      }
    },
    close: () => transporter.close(),
  };
}
