import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

const base = { NODE_ENV: "test", JWT_SECRET: "test-secret-test-secret-test-secret-0123456789" };

describe("the sign-in provider settings", () => {
  it("leave a provider off when neither of its pair is set", () => {
    expect(loadConfig(base).signIn).toEqual({ google: null, facebook: null });
  });

  it("turn a provider on when both of its pair are set", () => {
    const config = loadConfig({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(config.signIn).toEqual({ google: { clientId: "id", clientSecret: "secret" }, facebook: null });
  });

  it("refuse one of a pair without the other, naming the missing one", () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: "id" })).toThrow(
      "GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID (set both or neither)",
    );
    expect(() => loadConfig({ ...base, FACEBOOK_CLIENT_SECRET: "secret" })).toThrow(
      "FACEBOOK_CLIENT_ID: required with FACEBOOK_CLIENT_SECRET (set both or neither)",
    );
  });
});
