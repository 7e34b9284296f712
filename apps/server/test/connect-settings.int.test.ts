import { describe, expect, it } from "vitest";
import { apiClient, createTestApp, failure, registerUser, uniqueEmail } from "./helpers.ts";
import { person, provider, setUpConnectApp, t } from "./support/connect-app.ts";
import { connectBrowser } from "./support/connect-browser.ts";

setUpConnectApp();

describe("connecting and disconnecting from Settings", () => {
  it("connects a provider to the signed-in account, and refuses one already connected elsewhere", async () => {
    const owner = await registerUser(t.app);
    const who = person({ email: uniqueEmail("other-address") });
    provider.signInAs(who);
    const browser = connectBrowser(t.app);
    const signedIn = await browser.call("POST", "/api/login", {
      email: owner.user.email,
      password: owner.password,
    });
    expect(signedIn.status).toBe(200);
    const answer = await browser.signIn("facebook");
    expect(answer).toMatchObject({ status: 200, body: { linked: true, user: { id: owner.user.id } } });
    // Signing in with that Facebook account now opens the owner's account.
    const later = await connectBrowser(t.app).signIn("facebook");
    expect((later.body.user as { id: string }).id).toBe(owner.user.id);

    const someoneElse = await registerUser(t.app);
    const theirs = connectBrowser(t.app);
    await theirs.call("POST", "/api/login", {
      email: someoneElse.user.email,
      password: someoneElse.password,
    });
    expect((await theirs.signIn("facebook")).body.error).toBe(
      "This Facebook account is already connected to another Listful account.",
    );
  });

  it("disconnects a provider while a password remains, and never the last way to sign in", async () => {
    provider.signInAs(person());
    const social = await connectBrowser(t.app).signIn("google");
    const api = apiClient(t.app, { token: String(social.body.token) });
    const refused = await failure(
      api.request("DELETE /api/connect/:provider", { params: { provider: "google" } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      "Google is your only way to sign in. Set a password first, then disconnect it.",
    );

    // A first password needs no current one; then Google can go.
    const renewed = await api.request("PATCH /api/user/change-password", {
      body: { password: "a brand new passphrase" },
    });
    const after = apiClient(t.app, { token: renewed.token });
    const methods = await after.request("DELETE /api/connect/:provider", { params: { provider: "google" } });
    expect(methods).toEqual({
      has_password: true,
      providers: [
        { provider: "google", connected: false },
        { provider: "facebook", connected: false },
      ],
    });
  });

  it("still asks for the current password of an account that has one", async () => {
    const owner = await registerUser(t.app);
    const error = await failure(
      owner.api.request("PATCH /api/user/change-password", { body: { password: "a brand new passphrase" } }),
    );
    expect(error.envelope.errors).toMatchObject({
      current_password: "Enter your current password to confirm.",
    });
  });
});

describe("without provider settings", () => {
  it("answers the connect calls 404 with a clear message", async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      const error = await failure(
        apiClient(bare.app).request("GET /api/connect/:provider", { params: { provider: "google" } }),
      );
      expect(error.status).toBe(404);
      expect(error.message).toBe("Signing in with Google is not available here.");
      const check = await failure(
        apiClient(bare.app).request("POST /api/connect/:provider/check", {
          params: { provider: "facebook" },
          body: { state: "facebook.x", code: "y" },
        }),
      );
      expect(check.message).toBe("Signing in with Facebook is not available here.");
    } finally {
      await bare.close();
    }
  });
});
