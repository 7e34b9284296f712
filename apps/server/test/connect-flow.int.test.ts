import { describe, expect, it } from "vitest";
import { person, provider, setUpConnectApp, t } from "./support/connect-app.ts";
import { connectBrowser } from "./support/connect-browser.ts";

setUpConnectApp();

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
