// Sending a saved checklist's PDF by e-mail: the attachment is the printed document, only its owner may send
// it, and forged addresses and floods are refused.
import { createPreset, paginate } from "@listful/checklist";
import { eq, mailOutbox } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dbKind, failure, registerUser, type TestApp } from "./helpers.ts";
import { inspectPdf } from "./support/pdf-tools.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(() => t.close());

describe(`POST /api/checklist/:id/send-pdf-to-email (${dbKind})`, () => {
  it("mails a saved checklist's PDF", async () => {
    const user = await registerUser(t.app, { name: "Pat" });
    const saved = await user.api.request("POST /api/checklist", {
      body: { data: createPreset("weekly-to-do-list", { start: "2026-03-02" }) },
    });
    const sendAs = (sender: typeof user) =>
      sender.api.request("POST /api/checklist/:id/send-pdf-to-email", {
        params: { id: saved.id },
        body: { email: "colleague@example.com" },
      });
    expect(await sendAs(user)).toEqual({ message: "The checklist has been sent to email." });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "colleague@example.com"));
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe("weekly-to-do-list.pdf");
    const info = inspectPdf(Buffer.from(attachment?.contentBase64 ?? "", "base64"));
    expect(info.pages).toBe(paginate(saved.data, saved.data.pageFormat).pages.length);
    const other = await registerUser(t.app);
    expect((await failure(sendAs(other))).status).toBe(404);
  });

  it("refuses forged addresses and counts a saved checklist's sends against the quotas", async () => {
    const user = await registerUser(t.app);
    const saved = await user.api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist", { start: "2026-03-02" }) },
    });
    const send = (email: string) =>
      user.api.request("POST /api/checklist/:id/send-pdf-to-email", {
        params: { id: saved.id },
        body: { email },
      });
    for (const forged of [
      "a@example.com\r\nBcc: b@example.com",
      "a@example.com, b@example.com",
      "<a@example.com>",
    ]) {
      const response = await failure(send(forged));
      expect(response.status, forged).toBe(400);
      expect(response.envelope.errors).toHaveProperty("email");
    }
    for (let i = 0; i < 3; i++) {
      expect(await send("boss@example.com")).toEqual({ message: "The checklist has been sent to email." });
    }
    const fourth = await failure(send("boss@example.com"));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).not.toBeNull();
  });
});
