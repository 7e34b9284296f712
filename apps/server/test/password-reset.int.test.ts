import { desc, mailOutbox, sql } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, registerUser, type TestApp, uniqueEmail } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "resetting is easy now 7";

async function mailsTo(email: string) {
  const rows = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  return rows.filter((row) => row.toAddress === email);
}

function tokenFrom(text: string): string {
  const match = /reset-password\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe(`forgot and reset password (${dbKind})`, () => {
  it("answers the same for known and unknown e-mails, and mails only a real account", async () => {
    const { user } = await registerUser(t.app);
    const known = await call(t.app, "POST", "/api/forgot-password", {
      body: { email: user.email.toUpperCase() },
    });
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await call(t.app, "POST", "/api/forgot-password", { body: { email: unknownEmail } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe("Reset your Listful password");
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail?.htmlBody).toContain("Choose a new password");
  });

  it("sends at most one mail per address per minute", async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(t.app, "POST", "/api/forgot-password", { body: { email: user.email } })).statusCode,
      ).toBe(200);
    }
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("sends one mail when several requests arrive at the same moment", async () => {
    const { user } = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, "POST", "/api/forgot-password", { body: { email: user.email } }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("resets once with the mailed token, ends every session, and signs in with the new password", async () => {
    const { user, token, refreshToken } = await registerUser(t.app);
    await call(t.app, "POST", "/api/forgot-password", { body: { email: user.email } });
    const [mail] = await mailsTo(user.email);
    const resetToken = tokenFrom(mail?.textBody ?? "");

    const weak = await call(t.app, "POST", "/api/reset-password", {
      body: { token: resetToken, password: "qwerty123" },
    });
    expect(weak.statusCode).toBe(400);

    const reset = await call(t.app, "POST", "/api/reset-password", {
      body: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.id).toBe(user.id);
    expect((await call(t.app, "GET", "/api/user", { token: reset.json().token })).statusCode).toBe(200);

    expect((await call(t.app, "GET", "/api/user", { token })).statusCode).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/token/refresh", { body: { refresh_token: refreshToken } })).statusCode,
    ).toBe(401);

    const again = await call(t.app, "POST", "/api/reset-password", {
      body: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      token: "This reset link is invalid or has expired. Request a new one.",
    });

    const login = await call(t.app, "POST", "/api/login", {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses an expired or unknown token", async () => {
    const { user } = await registerUser(t.app);
    await call(t.app, "POST", "/api/forgot-password", { body: { email: user.email } });
    const [mail] = await mailsTo(user.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const expired = await call(t.app, "POST", "/api/reset-password", {
      body: { token: tokenFrom(mail?.textBody ?? ""), password: NEW_PASSWORD },
    });
    expect(expired.statusCode).toBe(400);
    const unknown = await call(t.app, "POST", "/api/reset-password", {
      body: { token: "made-up", password: NEW_PASSWORD },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
