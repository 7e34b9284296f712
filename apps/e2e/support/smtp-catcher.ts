// A real SMTP server on loopback for the browser tests: the app sends its mail here over SMTP, and every
// message received is written raw into the mail directory, where the specs read it.
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type SmtpCatcher = { url: string; close: () => Promise<void> };

export async function startSmtpCatcher(directory: string): Promise<SmtpCatcher> {
  await mkdir(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        count += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${count}.eml`;
        writeFile(path.join(directory, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
