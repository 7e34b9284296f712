import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailTransport } from "./mail-transport.ts";

describe("mail without SMTP", () => {
  it("writes each message as an .eml file to read in development", async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), "listful-mail-")), "mail");
    const transport = createMailTransport({ smtpUrl: undefined, directory });
    await transport.send({
      id: 7,
      from: "Listful <hello@listful.app>",
      to: "reader@example.com",
      subject: "Reset your Listful password",
      text: "Choose a new password: http://localhost:3000/reset-password?token=abc",
      attachments: [{ filename: "list.pdf", contentType: "application/pdf", contentBase64: "JVBERi0=" }],
    });
    transport.close();
    const files = readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const eml = readFileSync(path.join(directory, files[0] ?? ""), "utf8");
    expect(eml).toMatch(/^Subject: Reset your Listful password$/m);
    expect(eml).toMatch(/^To: reader@example\.com$/m);
    expect(eml).toContain("reset-password?token=abc");
    expect(eml).toMatch(/filename=list\.pdf/);
  });
});
