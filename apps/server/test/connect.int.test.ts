import { STAND_IN_ENV, startSignInStandIn } from "@listful/stand-ins/sign-in";
import { describe, expect, it } from "vitest";
import { apiClient, createTestApp, registerUser, uniqueEmail } from "./helpers.ts";
import { person, provider, setUpConnectApp, t } from "./support/connect-app.ts";
import { connectBrowser } from "./support/connect-browser.ts";

setUpConnectApp();

describe("signing in with Google", () => {
  it("makes a new person an account without a password, named as Google names them, and signs them in", async () => {
    const who = person();
    provider.signInAs(who);
    const browser = connectBrowser(t.app);
    const answer = await browser.signIn("google");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ linked: false, user: { name: "Ada Lovelace", email: who.email } });
    expect(answer.cookies.token).toBe(answer.body.token);
    expect(answer.cookies["refresh-token"]).toBe(answer.body.refresh_token);
    const methods = await apiClient(t.app, { token: String(answer.body.token) }).request("GET /api/connect");
    expect(methods).toEqual({
      has_password: false,
      providers: [
        { provider: "google", connected: true },
        { provider: "facebook", connected: false },
      ],
    });
  });

  it("finds a returning person by Google's subject id, even when their address has changed", async () => {
    const who = person();
    provider.signInAs(who);
    const first = await connectBrowser(t.app).signIn("google");
    provider.signInAs({ ...who, email: uniqueEmail("changed") });
    const again = await connectBrowser(t.app).signIn("google");
    expect(again.status).toBe(200);
    expect((again.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
  });

  it("signs in to the existing account of an address Google says is verified, and connects Google to it", async () => {
    const owner = await registerUser(t.app);
    provider.signInAs(person({ email: owner.user.email.toUpperCase(), emailVerified: true }));
    const answer = await connectBrowser(t.app).signIn("google");
    expect(answer.status).toBe(200);
    expect((answer.body.user as { id: string }).id).toBe(owner.user.id);
    expect(await owner.api.request("GET /api/connect")).toMatchObject({
      has_password: true,
      providers: [
        { provider: "google", connected: true },
        { provider: "facebook", connected: false },
      ],
    });
  });

  it("refuses an unverified address that has an account, says how to connect it, and signs no one in", async () => {
    const owner = await registerUser(t.app);
    provider.signInAs(person({ email: owner.user.email, emailVerified: false }));
    const answer = await connectBrowser(t.app).signIn("google");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      `${owner.user.email} already has a Listful account. Log in with its password, then connect Google from Settings.`,
    );
    expect(answer.cookies.token).toBeUndefined();
    expect((await owner.api.request("GET /api/connect")).providers[0]).toEqual({
      provider: "google",
      connected: false,
    });
  });
});

describe("Google's ID token", () => {
  const UNVERIFIED = "Google's answer could not be verified. Please try again.";

  it.each([
    ["another app's audience", { aud: "someone-elses-client" }],
    ["another issuer", { iss: "https://accounts.example.com" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60 }],
    ["another sign-in's nonce", { nonce: "not-this-flows-nonce" }],
  ])("is refused with %s, and no one is signed in", async (_case, claims) => {
    provider.signInAs(person());
    provider.tamperNextIdToken(claims);
    const answer = await connectBrowser(t.app).signIn("google");
    expect(answer).toMatchObject({ status: 400, body: { error: UNVERIFIED } });
    expect(answer.cookies.token).toBeUndefined();
  });

  it("is refused when signed with a key that is not among the provider's published keys", async () => {
    const impostor = await startSignInStandIn();
    const endpoints = {
      ...provider.endpoints,
      google: { ...provider.endpoints.google, jwks: impostor.endpoints.google.jwks },
    };
    const other = await createTestApp({
      env: STAND_IN_ENV,
      signInEndpoints: endpoints,
      database: t.database,
    });
    try {
      provider.signInAs(person());
      const answer = await connectBrowser(other.app).signIn("google");
      expect(answer).toMatchObject({ status: 400, body: { error: UNVERIFIED } });
    } finally {
      await other.close();
      await impostor.close();
    }
  });
});

describe("signing in with Facebook", () => {
  it("makes a new person an account from the Graph API's /me, and finds them again by their id", async () => {
    const who = person({ name: "Grace Hopper" });
    provider.signInAs(who);
    const first = await connectBrowser(t.app).signIn("facebook");
    expect(first).toMatchObject({ status: 200, body: { user: { name: "Grace Hopper", email: who.email } } });
    const again = await connectBrowser(t.app).signIn("facebook");
    expect((again.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
  });

  it("never takes Facebook's address as verified: an existing account is connected from Settings instead", async () => {
    const owner = await registerUser(t.app);
    provider.signInAs(person({ email: owner.user.email }));
    const answer = await connectBrowser(t.app).signIn("facebook");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/then connect Facebook from Settings/);
  });
});
