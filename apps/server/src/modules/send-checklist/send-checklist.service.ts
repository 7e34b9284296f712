import { checklistFileName, checklistTitle } from "@listful/checklist";
import sharp from "sharp";
import { DomainError, QuotaExceededError, UnavailableError } from "../../domain-errors.ts";
import { readImage } from "../../lib/image-input.ts";
import { imagePdf } from "../../lib/image-pdf.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { PremiumGate, Subscriber } from "../billing/premium-gate.ts";
import type { ChecklistService } from "../checklists/checklists.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import { mailHtml } from "../mail/mail-html.ts";
import type { PrintRenderer } from "../pdf/print-renderer.ts";
import type { EmailSendRepository } from "./email-sends.repository.ts";

export const SENDS_PER_USER_PER_DAY = 10;
export const SENDS_PER_RECIPIENT_PER_DAY = 3;
const NOT_SENT = "The checklist hasn't been sent to email.";
/** An unsaved checklist arrives as a picture, without its document to name it by. */
const IMAGE_FILE = { title: "Your checklist", name: "your-checklist.pdf" };

export type SendChecklistService = ReturnType<typeof createSendChecklistService>;

export function createSendChecklistService(deps: {
  checklists: ChecklistService;
  premium: PremiumGate;
  renderer: PrintRenderer | undefined;
  sends: EmailSendRepository;
  mail: MailService;
  publicUrl: string;
}) {
  /**
   * Takes a place in the day's quotas before any work is done, and gives it back if the send fails before
   * the mail is queued: a checklist that could not be printed does not count.
   */
  async function withinQuota(userId: string, recipient: string, send: () => Promise<void>) {
    const reservation = await deps.sends.reserve(userId, recipient, {
      perUser: SENDS_PER_USER_PER_DAY,
      perRecipient: SENDS_PER_RECIPIENT_PER_DAY,
    });
    if (!reservation.ok) {
      throw new QuotaExceededError(
        reservation.over === "user"
          ? `You can send ${SENDS_PER_USER_PER_DAY} checklists a day. Try again tomorrow.`
          : "This address has received enough checklists today. Try again tomorrow.",
        3600,
      );
    }
    try {
      await send();
    } catch (error) {
      await deps.sends.release(reservation.id).catch(() => undefined);
      throw error;
    }
  }

  async function deliver(to: string, senderName: string, file: { title: string; name: string }, pdf: Buffer) {
    const { title } = file;
    const lines = [
      `${senderName} sent you a checklist from Listful: "${title}".`,
      "It is attached as a PDF, ready to print on A4 or US Letter.",
    ];
    await deps.mail.send({
      to,
      subject: `${title} (checklist from ${senderName})`,
      text: `${lines.join("\n\n")}\n\nMake your own at ${deps.publicUrl}\n\nListful`,
      html: mailHtml(title, lines, { label: "Make your own checklist", url: deps.publicUrl }),
      attachments: [
        {
          filename: file.name,
          contentType: "application/pdf",
          contentBase64: pdf.toString("base64"),
        },
      ],
    });
  }

  async function render(work: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new UnavailableError(NOT_SENT, { retryAfterSeconds: 10, cause: error });
    }
  }

  return {
    async sendSaved(
      sender: Subscriber & { id: string; name: string },
      checklistId: string,
      to: string,
    ): Promise<void> {
      const row = await deps.checklists.owned(sender.id, checklistId);
      const doc = readStoredDocument(row.data);
      await deps.premium.checkOutput(sender, doc);
      const renderer = deps.renderer;
      if (!renderer) throw new UnavailableError(NOT_SENT);
      await withinQuota(sender.id, to, async () => {
        const pdf = await render(() =>
          renderer.pdf(doc, { format: doc.pageFormat, orientation: doc.orientation }),
        );
        await deliver(
          to,
          sender.name,
          { title: checklistTitle(doc), name: checklistFileName(doc, "pdf") },
          pdf,
        );
      });
    },

    /** The variant for an unsaved checklist: the client's image of it, wrapped in a one-page PDF. */
    async sendImage(sender: { id: string; name: string }, base64: string, to: string): Promise<void> {
      const { bytes } = await readImage(base64, "base64");
      await withinQuota(sender.id, to, async () => {
        const pdf = await render(async () => {
          const { data, info } = await sharp(bytes)
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 90 })
            .toBuffer({ resolveWithObject: true });
          return imagePdf(data, { width: info.width, height: info.height });
        });
        await deliver(to, sender.name, IMAGE_FILE, pdf);
      });
    },
  };
}
