import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, mailOutbox } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSendRepository } from "../src/modules/send-checklist/email-sends.repository.ts";
import {
  apiClient,
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

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

const sendImage = (sender: Pick<Registered, "api">, email: string, base64: string) =>
  sender.api.request("POST /api/checklist/send-pdf-to-email/img", { body: { email, base64 } });

describe(`sending a checklist image by e-mail (${dbKind})`, () => {
  it("mails a one-page PDF through the outbox", async () => {
    const sender = await registerUser(t.app, { name: "Sam" });
    const response = await sendImage(sender, "Friend@Example.com", await image());
    expect(response).toEqual({ message: "The checklist has been sent to email." });
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
    const response = await failure(sendImage(sender, email, await image()));
    expect(response.status).toBe(400);
    expect(response.envelope.errors).toHaveProperty("email");
  });

  it("refuses a bad image with 400 and a guest with 401", async () => {
    const sender = await registerUser(t.app);
    expect((await failure(sendImage(sender, "x@example.com", "bm90IGFuIGltYWdl"))).status).toBe(400);
    const guest = { api: apiClient(t.app) };
    expect((await failure(sendImage(guest, "x@example.com", await image()))).status).toBe(401);
  });

  it("allows 3 a day to one recipient and 10 a day per sender, then 429", async () => {
    const sender = await registerUser(t.app);
    const send = async (email: string) => sendImage(sender, email, await image());
    const SENT = { message: "The checklist has been sent to email." };
    for (let i = 0; i < 3; i++) expect(await send("popular@example.com")).toEqual(SENT);
    const fourth = await failure(send("popular@example.com"));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).not.toBeNull();
    for (let i = 0; i < 7; i++) expect(await send(`r${i}@example.com`), `send ${i}`).toEqual(SENT);
    const eleventh = await failure(send("another@example.com"));
    expect(eleventh.status).toBe(429);
    expect(eleventh.envelope.error).toMatch(/10 checklists a day/);
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
