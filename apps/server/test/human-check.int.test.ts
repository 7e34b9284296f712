import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, failure, type TestApp, uniqueEmail } from "./helpers.ts";

/** A local stand-in for Google's siteverify endpoint: same form-encoded request, same JSON answer. */
let verifier: Server;
let verifierUrl: string;
const verdicts: Record<string, object> = {
  "good-token": { success: true, score: 0.9, action: "register" },
  "good-forgot": { success: true, score: 0.9, action: "forgot_password" },
  "bot-token": { success: true, score: 0.1, action: "register" },
  "wrong-action": { success: true, score: 0.9, action: "login" },
};
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  verifier = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const verdict = verdicts[form.get("response") ?? ""] ?? {
        success: false,
        "error-codes": ["invalid-input-response"],
      };
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
  verifierUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

describe(`reCAPTCHA v3 (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RECAPTCHA_SECRET: "s3cret", RECAPTCHA_VERIFY_URL: verifierUrl } });
  });
  afterAll(() => t.close());

  const register = (recaptchaToken?: string, app = t.app) =>
    apiClient(app).request("POST /api/register", {
      body: { name: "Human", email: uniqueEmail(), password: "a decent password 1", recaptchaToken },
    });

  it("lets a good token through and sends the secret and token to the verifier", async () => {
    expect((await register("good-token")).user.name).toBe("Human");
    const last = seen.at(-1);
    expect(last?.get("secret")).toBe("s3cret");
    expect(last?.get("response")).toBe("good-token");
  });

  it("refuses a missing token, a low score, a wrong action and an invalid token", async () => {
    for (const token of [undefined, "bot-token", "wrong-action", "forged"]) {
      const response = await failure(register(token));
      expect(response.status, String(token)).toBe(400);
      expect(response.envelope.errors).toHaveProperty("recaptchaToken");
    }
  });

  it("fails closed when the verifier cannot be reached", async () => {
    const offline = await createTestApp({
      env: { RECAPTCHA_SECRET: "s3cret", RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify" },
    });
    try {
      expect((await failure(register("good-token", offline.app))).status).toBe(400);
    } finally {
      await offline.close();
    }
  });

  it("guards forgot-password too", async () => {
    const send = (recaptchaToken?: string) =>
      apiClient(t.app).request("POST /api/forgot-password", {
        body: { email: uniqueEmail(), recaptchaToken },
      });
    expect((await failure(send())).status).toBe(400);
    expect(await send("good-forgot")).toHaveProperty("message");
  });
});

describe(`without a secret (${dbKind})`, () => {
  it("skips the check", async () => {
    const t = await createTestApp();
    try {
      const response = await apiClient(t.app).request("POST /api/register", {
        body: { name: "No check", email: uniqueEmail(), password: "a decent password 1" },
      });
      expect(response.user.name).toBe("No check");
    } finally {
      await t.close();
    }
  });
});
