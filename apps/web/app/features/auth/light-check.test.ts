import { LoginBodySchema, RegisterBodySchema } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "../../lib/field-errors.ts";
import { lightCheck } from "./light-check.ts";

const REGISTER = { name: "name", email: "email", password: "new-password" } as const;
const LOGIN = { email: "email", password: "current-password" } as const;

function schemaErrors(schema: typeof RegisterBodySchema | typeof LoginBodySchema, values: object) {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
}

describe("the sign-in pages' light check", () => {
  it("finds what the API's schema finds in plainly missing or malformed fields, with its messages", () => {
    for (const values of [
      { name: "", email: "", password: "" },
      { name: "", email: "not-an-email", password: "short" },
      { name: "Ada", email: "ada@example.com", password: "seven77" },
    ]) {
      expect(lightCheck(values, REGISTER), JSON.stringify(values)).toEqual(
        schemaErrors(RegisterBodySchema, values),
      );
    }
    const login = { email: "", password: "" };
    expect(lightCheck(login, LOGIN)).toEqual(schemaErrors(LoginBodySchema, login));
  });

  it("lets plausible values through to the API", () => {
    expect(
      lightCheck({ name: "Ada", email: "ada@example.com", password: "a long passphrase" }, REGISTER),
    ).toEqual({});
    expect(lightCheck({ email: "ada@example.com", password: "x" }, LOGIN)).toEqual({});
  });
});
