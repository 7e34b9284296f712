import { type SignInStandIn, STAND_IN_ENV, startSignInStandIn } from "@listful/stand-ins/sign-in";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiClient, createTestApp, failure, registerUser, type TestApp, uniqueEmail } from "./helpers.ts";
import { connectBrowser } from "./support/connect-browser.ts";

let provider: SignInStandIn;
let t: TestApp;
let subjects = 0;
beforeAll(async () => {
  provider = await startSignInStandIn();
  t = await createTestApp({ env: STAND_IN_ENV, signInEndpoints: provider.endpoints });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});
beforeEach(() => {
  subjects += 1;
});

function person(overrides: { email?: string; emailVerified?: boolean; name?: string } = {}) {
  return {
    subject: `subject-${Date.now()}-${subjects}`,
    email: uniqueEmail("social"),
    emailVerified: true,
    name: "Ada Lovelace",
    ...overrides,
  };
}

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

describe("the sign-in flow's state", () => {
  const EXPIRED =
    "This sign-in has expired or was already used, so no one was signed in. Please start again.";

  it("refuses a check without this browser's flow (another browser's code and state)", async () => {
    provider.signInAs(person());
    const returned = await connectBrowser(t.app).authorize("google");
    const answer = await connectBrowser(t.app).check("google", returned);
    expect(answer).toMatchObject({ status: 400, body: { error: EXPIRED } });
    expect(answer.cookies.token).toBeUndefined();
  });

  it("refuses a state that is not the one this browser was given", async () => {
    provider.signInAs(person());
    const browser = connectBrowser(t.app);
    const returned = await browser.authorize("google");
    returned.set("state", `google.${"x".repeat(32)}`);
    const answer = await browser.check("google", returned);
    expect(answer).toMatchObject({ status: 400, body: { error: EXPIRED } });
    expect(answer.cookies.token).toBeUndefined();
  });

  it("refuses a Google flow's answer handed to the Facebook check", async () => {
    provider.signInAs(person());
    const browser = connectBrowser(t.app);
    const answer = await browser.check("facebook", await browser.authorize("google"));
    expect(answer).toMatchObject({ status: 400, body: { error: EXPIRED } });
  });

  it("spends the flow on its first check, so the same answer replayed signs no one in", async () => {
    provider.signInAs(person());
    const browser = connectBrowser(t.app);
    const returned = await browser.authorize("google");
    const flow = browser.jar.get("sign-in-flow") as string;
    expect((await browser.check("google", returned)).status).toBe(200);
    expect(browser.jar.has("sign-in-flow")).toBe(false);
    const replay = connectBrowser(t.app);
    expect((await replay.check("google", returned)).body.error).toBe(EXPIRED);
    // Even with the spent flow's cookie put back, the provider takes each code once.
    replay.jar.set("sign-in-flow", flow);
    const replayed = await replay.check("google", returned);
    expect(replayed).toMatchObject({
      status: 400,
      body: { error: "Google did not accept this sign-in. Please try again." },
    });
    expect(replayed.cookies.token).toBeUndefined();
  });

  it("says the person cancelled at the provider, and signs no one in", async () => {
    provider.failNextAuthorization("access_denied");
    const browser = connectBrowser(t.app);
    const answer = await browser.signIn("google");
    expect(answer).toMatchObject({
      status: 400,
      body: { error: "Google sign-in was cancelled, so no one was signed in." },
    });
    expect(answer.cookies.token).toBeUndefined();
    expect(browser.jar.has("sign-in-flow")).toBe(false);
  });

  it("keeps the flow in a short-lived HttpOnly, SameSite=Lax cookie sent only to the connect calls", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/connect/google" });
    const cookie = response.cookies.find((c) => c.name === "sign-in-flow");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/connect", maxAge: 600 });
    const url = new URL(response.json().url);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/login");
    expect(url.searchParams.get("state")).toMatch(/^google\./);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(cookie?.value).not.toContain(url.searchParams.get("state"));
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
