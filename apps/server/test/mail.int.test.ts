import type { AddressInfo } from "node:net";
import { eq, mailOutbox } from "@listful/db";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiClient, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback that can be stopped and started on the same port. */
function createSmtp() {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (chunk: Buffer) => {
            raw += chunk.toString();
          });
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", () => resolve()));
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

function waitFor(condition: () => boolean | Promise<boolean>, timeout = 10_000) {
  return vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error("timed out waiting");
    },
    { timeout, interval: 50 },
  );
}

/** The outbox's rows for one address: a message is delivered at most once, then marked sent. */
function outboxRows(address: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

async function isAllSent(address: string): Promise<boolean> {
  const rows = await outboxRows(address);
  return rows.length > 0 && rows.every((row) => row.status === "sent");
}

const smtp = createSmtp();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_POLL_MS: "50", MAIL_RETRY_BASE_MS: "100" },
    mailWorker: true,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe(`mail through the outbox (${dbKind})`, () => {
  it("delivers the reset mail exactly once", async () => {
    const { user } = await registerUser(t.app);
    await apiClient(t.app).request("POST /api/forgot-password", { body: { email: user.email } });
    // Once every row of the outbox for this address is sent, nothing is left that could be delivered again.
    await waitFor(() => isAllSent(user.email));
    expect(await outboxRows(user.email)).toHaveLength(1);
    const mails = smtp.received.filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain("Subject: Reset your Listful password");
    expect(mails[0]?.raw).toMatch(/reset-password\?token=/);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(row?.status).toBe("sent");
  });

  it("keeps no body of a sent mail, which may hold a reset link", async () => {
    const { user } = await registerUser(t.app);
    await apiClient(t.app).request("POST /api/forgot-password", { body: { email: user.email } });
    const sentRow = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)))[0];
    await waitFor(async () => (await sentRow())?.status === "sent");
    expect(smtp.received.find((m) => m.to.includes(user.email))?.raw).toMatch(/reset-password\?token=/);
    const row = await sentRow();
    expect(row?.subject).toBe("Reset your Listful password");
    expect({ text: row?.textBody, html: row?.htmlBody, attachments: row?.attachments }).toEqual({
      text: "",
      html: null,
      attachments: [],
    });
  });

  it("keeps the mail while SMTP is down and delivers it once it is back", async () => {
    const { user } = await registerUser(t.app);
    await smtp.stop();
    await apiClient(t.app).request("POST /api/forgot-password", { body: { email: user.email } });
    await waitFor(async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      return (row?.attempts ?? 0) >= 2;
    });
    const [waiting] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toBeTruthy();

    await smtp.start();
    await waitFor(() => isAllSent(user.email), 15_000);
    expect(await outboxRows(user.email)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(sent?.status).toBe("sent");
  });
});

describe(`outbox claiming (${dbKind})`, () => {
  it("never hands the same message to two workers", async () => {
    const { createTestDatabase } = await import("@listful/db/testing");
    const { createMailRepository } = await import("../src/modules/mail/mail.repository.ts");
    const database = await createTestDatabase();
    try {
      const repo = createMailRepository(database.db);
      for (let i = 0; i < 20; i++) await repo.enqueue({ to: `r${i}@example.com`, subject: "s", text: "t" });
      const [a, b] = await Promise.all([repo.claimDue(15), repo.claimDue(15)]);
      const ids = [...a, ...b].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(20);
      expect(await repo.claimDue(15)).toEqual([]); // all leased
    } finally {
      await database.close();
    }
  });
});
