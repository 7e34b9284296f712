import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("replaces the value of every secret parameter and keeps the rest as sent", () => {
    expect(redactUrl("/reset-password?token=abc-123&from=mail")).toBe(
      "/reset-password?token=[redacted]&from=mail",
    );
    expect(redactUrl("/login?code=4%2F0Ab&state=xyz&next=%2Feditor")).toBe(
      "/login?code=[redacted]&state=[redacted]&next=%2Feditor",
    );
    expect(redactUrl("/api/token/refresh?refresh_token=r")).toBe(
      "/api/token/refresh?refresh_token=[redacted]",
    );
  });

  it("sees through an encoded or upper-case name, and a name without a value", () => {
    expect(redactUrl("/reset-password?tok%65n=abc")).toBe("/reset-password?tok%65n=[redacted]");
    expect(redactUrl("/reset-password?TOKEN=abc&token")).toBe(
      "/reset-password?TOKEN=[redacted]&token=[redacted]",
    );
  });

  it("leaves a URL without secrets alone", () => {
    for (const url of ["/", "/editor?template=habit-tracker", "/view?id=1&embed=1", "/a?%zz=1"]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
