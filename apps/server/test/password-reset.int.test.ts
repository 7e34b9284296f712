import { desc, mailOutbox, sql } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  createLoggedTestApp,
  createTestApp,
  dbKind,
  exchange,
  failure,
  registerUser,
  type TestApp,
  uniqueEmail,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "resetting is easy now 7";

const guest = () => apiClient(t.app);
const forgot = (email: string) => guest().request("POST /api/forgot-password", { body: { email } });
const reset = (token: string, password: string) =>
  guest().request("POST /api/reset-password", { body: { token, password } });

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
    const ask = (email: string) => exchange(guest(), "POST /api/forgot-password", { body: { email } });
    const known = await ask(user.email.toUpperCase());
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await ask(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe("Reset your Listful password");
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail?.htmlBody).toContain("Choose a new password");
  });

  it("sends at most one mail per address per minute", async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      const answer = await exchange(guest(), "POST /api/forgot-password", { body: { email: user.email } });
      expect(answer.status).toBe(200);
    }
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("sends one mail when several requests arrive at the same moment", async () => {
    const { user } = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        exchange(guest(), "POST /api/forgot-password", { body: { email: user.email } }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("resets once with the mailed token, ends every session, and signs in with the new password", async () => {
    const { user, token, refreshToken } = await registerUser(t.app);
    await forgot(user.email);
    const [mail] = await mailsTo(user.email);
    const resetToken = tokenFrom(mail?.textBody ?? "");

    expect((await failure(reset(resetToken, "qwerty123"))).status).toBe(400);

    const session = await reset(resetToken, NEW_PASSWORD);
    expect(session.user.id).toBe(user.id);
    const me = (bearer: string) => apiClient(t.app, { token: bearer }).request("GET /api/user");
    expect((await me(session.token)).id).toBe(user.id);

    expect((await failure(me(token))).status).toBe(401);
    const refresh = guest().request("POST /api/token/refresh", { body: { refresh_token: refreshToken } });
    expect((await failure(refresh)).status).toBe(401);

    const again = await failure(reset(resetToken, NEW_PASSWORD));
    expect(again.status).toBe(400);
    expect(again.envelope.errors).toEqual({
      token: "This reset link is invalid or has expired. Request a new one.",
    });

    const login = await guest().request("POST /api/login", {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.user.id).toBe(user.id);
  });

  it("refuses an expired or unknown token", async () => {
    const { user } = await registerUser(t.app);
    await forgot(user.email);
    const [mail] = await mailsTo(user.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const expired = await failure(reset(tokenFrom(mail?.textBody ?? ""), NEW_PASSWORD));
    expect(expired.status).toBe(400);
    const unknown = await failure(reset("made-up", NEW_PASSWORD));
    expect(unknown.status).toBe(400);
  });
});

describe(`reset links that must stop working (${dbKind})`, () => {
  async function mailedToken(email: string) {
    await forgot(email);
    const [mail] = await mailsTo(email);
    return tokenFrom(mail?.textBody ?? "");
  }

  it("refuses a link sent before the password was changed", async () => {
    const { user, password, api } = await registerUser(t.app);
    const resetToken = await mailedToken(user.email);
    await api.request("PATCH /api/user/change-password", {
      body: { current_password: password, password: NEW_PASSWORD },
    });
    const stale = await failure(reset(resetToken, "yet another passphrase 9"));
    expect(stale.status).toBe(400);
    expect(stale.envelope.errors).toEqual({
      token: "This reset link is invalid or has expired. Request a new one.",
    });
  });

  it("refuses a link sent to the address before the e-mail was changed", async () => {
    const { user, password, api } = await registerUser(t.app);
    const resetToken = await mailedToken(user.email);
    await api.request("PATCH /api/user", {
      body: { email: uniqueEmail("moved"), current_password: password },
    });
    expect((await failure(reset(resetToken, NEW_PASSWORD))).status).toBe(400);
  });

  it("keeps a link valid when only the name changes", async () => {
    const { user, api } = await registerUser(t.app);
    const resetToken = await mailedToken(user.email);
    await api.request("PATCH /api/user", { body: { name: "Just Renamed" } });
    expect((await reset(resetToken, NEW_PASSWORD)).user.id).toBe(user.id);
  });

  it("refuses an older link once a newer one is sent", async () => {
    const { user } = await registerUser(t.app);
    const older = await mailedToken(user.email);
    // Past the one-mail-a-minute pause, so the second request sends a second link.
    await t.database.db.execute(
      sql`update password_reset_tokens set created_at = now() - interval '2 minutes'
          where user_id = ${user.id}`,
    );
    const newer = await mailedToken(user.email);
    expect(newer).not.toBe(older);
    expect((await failure(reset(older, NEW_PASSWORD))).status).toBe(400);
    expect((await reset(newer, NEW_PASSWORD)).user.id).toBe(user.id);
  });
});

describe(`reset links in the log (${dbKind})`, () => {
  it("logs repeated invalid reset links from one address, never the links", async () => {
    const logged = await createLoggedTestApp(t);
    try {
      const prober = apiClient(logged.app, { ip: "198.51.100.77" });
      for (let i = 0; i < 6; i++) {
        const call = prober.request("POST /api/reset-password", {
          body: { token: `guessed-token-${i}`, password: NEW_PASSWORD },
        });
        expect((await failure(call)).status).toBe(400);
      }
      const events = logged.logged().filter((entry) => entry.event === "reset_failures");
      expect(events.map((entry) => entry.failures)).toEqual([5, 6]);
      expect(events[0]).toMatchObject({ level: 40, ip: "198.51.100.77" });
      expect(JSON.stringify(logged.logged())).not.toContain("guessed-token");
    } finally {
      await logged.close();
    }
  });

  it("logs the reset page's address without its token", async () => {
    const logged = await createLoggedTestApp(t);
    try {
      const secret = "s3cr3t-reset-token-value";
      // The page a mailed link opens; this app mounts no web pages, but every request is logged alike.
      await logged.app.inject({ method: "GET", url: `/reset-password?token=${secret}&from=mail` });
      const urls = logged.logged().map((entry) => (entry.req as { url?: string } | undefined)?.url);
      expect(urls).toContain("/reset-password?token=[redacted]&from=mail");
      expect(JSON.stringify(logged.logged())).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
