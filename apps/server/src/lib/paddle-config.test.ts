import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../env.ts";

const BASE = { NODE_ENV: "test", DATA_DIR: ".data/test-config", JWT_SECRET: "x".repeat(40) };
const PADDLE = {
  PADDLE_API_KEY: "pdl_sdbx_apikey_01",
  PADDLE_CLIENT_TOKEN: "test_client_token",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_secret",
  PADDLE_PRICE_MONTHLY: "pri_monthly",
  PADDLE_PRICE_YEARLY: "pri_yearly",
};

describe("the payment mode", () => {
  it("is free by default", () => {
    expect(loadConfig(BASE).paddle).toBeUndefined();
  });

  it("is paid with every Paddle setting, on the sandbox and vendor 10080 unless told", () => {
    const paddle = loadConfig({ ...BASE, ...PADDLE }).paddle;
    expect(paddle).toMatchObject({
      apiKey: "pdl_sdbx_apikey_01",
      environment: "sandbox",
      vendorId: 10080,
      apiUrl: undefined,
      prices: { monthly: "pri_monthly", yearly: "pri_yearly" },
    });
  });

  it("is free whatever is set when FREE_MODE is true", () => {
    expect(loadConfig({ ...BASE, ...PADDLE, FREE_MODE: "true" }).paddle).toBeUndefined();
  });

  it("refuses a partial Paddle configuration, naming what is missing", () => {
    const partial = { ...BASE, ...PADDLE, PADDLE_WEBHOOK_SECRET: "", PADDLE_PRICE_YEARLY: "" };
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/PADDLE_WEBHOOK_SECRET[\s\S]*PADDLE_PRICE_YEARLY/);
    expect(() => loadConfig(partial)).not.toThrow(/PADDLE_API_KEY/);
  });

  it("refuses an unknown environment", () => {
    expect(() => loadConfig({ ...BASE, ...PADDLE, PADDLE_ENVIRONMENT: "live" })).toThrow(
      /PADDLE_ENVIRONMENT/,
    );
  });
});
