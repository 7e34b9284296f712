// Reads the mail the test SMTP server wrote as .eml files (support/smtp-catcher.ts).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MAIL_DIR } from "./env.ts";

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest message to `to`, waiting for the outbox worker to write it. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith(".eml"))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(MAIL_DIR, name), "utf8");
      if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(raw)) {
        return decodeQuotedPrintable(raw);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms.`);
}

/** The password-reset link in a message, as a path with its token. */
export function findResetPath(mail: string): string {
  const match = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error("The mail has no reset link.");
  return match[0];
}
