import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, mailOutbox } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSendRepository } from "../src/modules/email/email-sends.repository.ts";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function image() {
  const png = await sharp({ create: { width: 600, height: 848, channels: 3, background: "#f5f3ff" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="848"><text x="40" y="80" font-size="40">My list</text></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

describe(`sending a checklist image by e-mail (${dbKind})`, () => {
  it("mails a one-page PDF through the outbox", async () => {
    const sender = await registerUser(t.app, { name: "Sam" });
    const response = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      token: sender.token,
      body: { email: "Friend@Example.com", base64: await image() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "The checklist has been sent to email." });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "friend@example.com"));
    expect(mail?.subject).toBe("Your checklist (checklist from Sam)");
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.contentType).toBe("application/pdf");
    const pdf = Buffer.from(attachment?.contentBase64 ?? "", "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "listful-pdf-")), "mail.pdf");
    writeFileSync(file, pdf);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it.each([
    ["a header injection", "friend@example.com\r\nBcc: victim@example.com"],
    ["a trailing line break", "friend@example.com\r\n"],
    ["a vertical tab", "friend@example.com\u000b"],
    ["a list with a comma", "a@example.com, b@example.com"],
    ["a list with a semicolon", "a@example.com;b@example.com"],
    ["a display name", '"Friend" <friend@example.com>'],
    ["angle brackets", "<friend@example.com>"],
    ["a comment", "friend@example.com (work)"],
    ["a group", "friends: a@example.com;"],
    ["a quoted local part", '"a b"@example.com'],
    [
      "an address over 254 characters",
      `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`,
    ],
    ["no address", ""],
  ])("refuses %s with 400", async (_label, email) => {
    const sender = await registerUser(t.app);
    const response = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      token: sender.token,
      body: { email, base64: await image() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("email");
  });

  it("refuses a bad image with 400 and a guest with 401", async () => {
    const sender = await registerUser(t.app);
    const bad = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      token: sender.token,
      body: { email: "x@example.com", base64: "bm90IGFuIGltYWdl" },
    });
    expect(bad.statusCode).toBe(400);
    const guest = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      body: { email: "x@example.com", base64: await image() },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("allows 3 a day to one recipient and 10 a day per sender, then 429", async () => {
    const sender = await registerUser(t.app);
    const body = async (email: string) => ({ email, base64: await image() });
    for (let i = 0; i < 3; i++) {
      const r = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
        token: sender.token,
        body: await body("popular@example.com"),
      });
      expect(r.statusCode).toBe(200);
    }
    const fourth = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      token: sender.token,
      body: await body("popular@example.com"),
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["retry-after"]).toBeDefined();
    for (let i = 0; i < 7; i++) {
      const r = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
        token: sender.token,
        body: await body(`r${i}@example.com`),
      });
      expect(r.statusCode, `send ${i}`).toBe(200);
    }
    const eleventh = await call(t.app, "POST", "/api/checklist/send-pdf-to-email/img", {
      token: sender.token,
      body: await body("another@example.com"),
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatch(/10 checklists a day/);
  });

  it("lets only as many sends through as the quota has places, even all at once", async () => {
    const sender = await registerUser(t.app);
    const sends = createEmailSendRepository(t.database.db);
    const limits = { perUser: 10, perRecipient: 3 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sends.reserve(sender.user.id, "rush@example.com", limits)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, over: "recipient" }));
  });

  it("gives a place back when a send fails before the mail is queued", async () => {
    const sender = await registerUser(t.app);
    const sends = createEmailSendRepository(t.database.db);
    const limits = { perUser: 10, perRecipient: 1 };
    const first = await sends.reserve(sender.user.id, "once@example.com", limits);
    expect(first.ok).toBe(true);
    expect(await sends.reserve(sender.user.id, "once@example.com", limits)).toEqual({
      ok: false,
      over: "recipient",
    });
    if (first.ok) await sends.release(first.id);
    expect((await sends.reserve(sender.user.id, "once@example.com", limits)).ok).toBe(true);
  });
});
