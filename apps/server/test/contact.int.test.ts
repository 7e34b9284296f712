import { contactMessages, eq, mailOutbox } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: "team@listful.example", RATE_LIMITS: "true" } });
});
afterAll(() => t.close());

const message = {
  name: "Ada",
  email: "ada@example.com",
  subject: "Printing on Letter",
  message: "Hello! Does the habit tracker print well on US Letter paper?",
};

describe(`POST /api/contact (${dbKind})`, () => {
  it("stores the message and mails it to the team", async () => {
    const response = await call(t.app, "POST", "/api/contact", { body: message, ip: "10.9.0.1" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Thank you! Your message has been sent." });
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
    const { token, password } = await registerUser(t.app);
    const subject = "From a member";
    expect(
      (await call(t.app, "POST", "/api/contact", { token, body: { ...message, subject }, ip: "10.9.0.2" }))
        .statusCode,
    ).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(stored?.userId).toBeTruthy();
    await call(t.app, "DELETE", "/api/user", { token, body: { password } });
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject)),
    ).toEqual([]);
  });

  it("names each invalid field", async () => {
    const response = await call(t.app, "POST", "/api/contact", {
      body: { name: "", email: "nope", subject: "", message: "short" },
      ip: "10.9.0.3",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it("allows 5 a minute per IP", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, "POST", "/api/contact", { body: message, ip: "10.9.1.1" })).statusCode).toBe(
        200,
      );
    }
    const limited = await call(t.app, "POST", "/api/contact", { body: message, ip: "10.9.1.1" });
    expect(limited.statusCode).toBe(429);
  });
});
