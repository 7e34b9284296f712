import { contactMessages, eq, mailOutbox } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, failure, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: "team@listful.example", RATE_LIMITS: "true" } });
});
afterAll(() => t.close());

const send = (body: typeof message, options: { ip: string; token?: string }) =>
  apiClient(t.app, options).request("POST /api/contact", { body });

const message = {
  name: "Ada",
  email: "ada@example.com",
  subject: "Printing on Letter",
  message: "Hello! Does the habit tracker print well on US Letter paper?",
};

describe(`POST /api/contact (${dbKind})`, () => {
  it("stores the message and mails it to the team", async () => {
    const response = await send(message, { ip: "10.9.0.1" });
    expect(response).toEqual({ message: "Thank you! Your message has been sent." });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, message.subject));
    expect(stored).toMatchObject({ ...message, userId: null });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "team@listful.example"));
    expect(mail?.subject).toBe("Contact form: Printing on Letter");
    expect(mail?.textBody).toContain("Ada <ada@example.com>");
  });

  it("remembers who sent it when signed in, and forgets it with the account", async () => {
    const { token, password, api } = await registerUser(t.app);
    const subject = "From a member";
    expect(await send({ ...message, subject }, { token, ip: "10.9.0.2" })).toEqual({
      message: "Thank you! Your message has been sent.",
    });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(stored?.userId).toBeTruthy();
    await api.request("DELETE /api/user", { body: { password } });
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject)),
    ).toEqual([]);
  });

  it("names each invalid field", async () => {
    const response = await failure(
      send({ name: "", email: "nope", subject: "", message: "short" }, { ip: "10.9.0.3" }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.envelope.errors ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
  });

  it("allows 5 a minute per IP", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await send(message, { ip: "10.9.1.1" })).toEqual({
        message: "Thank you! Your message has been sent.",
      });
    }
    expect((await failure(send(message, { ip: "10.9.1.1" }))).status).toBe(429);
  });
});
