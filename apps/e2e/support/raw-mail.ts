// Reads a message exactly as the SMTP server received it, to look at its attachments.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MAIL_DIR } from "./env.ts";

/** The newest message to `to` in the mail directory, undecoded (base64 parts intact). */
export async function waitForRawMail(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");
  while (Date.now() < deadline) {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
    for (const name of names.sort().reverse()) {
      const raw = await readFile(path.join(MAIL_DIR, name), "utf8");
      if (pattern.test(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms.`);
}

export type Attachment = { contentType: string; filename: string; content: Buffer };

/** The base64 parts of a MIME message that are attachments, decoded. */
export function readAttachments(raw: string): Attachment[] {
  const attachments: Attachment[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const [head = "", ...body] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, " ");
    if (!/content-disposition:\s*attachment/i.test(headers)) continue;
    if (!/content-transfer-encoding:\s*base64/i.test(headers)) continue;
    attachments.push({
      contentType: /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "",
      filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "",
      content: Buffer.from(body.join("\n").replace(/\s+/g, ""), "base64"),
    });
  }
  return attachments;
}
