import { describe, expect, it } from "vitest";
import { issuesToFieldErrors, readApiFieldErrors } from "./field-errors.ts";

describe("readApiFieldErrors", () => {
  it("joins a list of messages into one general message", () => {
    expect(readApiFieldErrors(["First problem.", "Second problem."])).toEqual({
      fields: {},
      general: "First problem.\nSecond problem.",
    });
  });

  it("maps a list of single-key objects by their first key", () => {
    expect(
      readApiFieldErrors([{ email: "Taken." }, { password: "Too short." }, { email: "Ignored." }]),
    ).toEqual({
      fields: { email: "Taken.", password: "Too short." },
      general: null,
    });
  });

  it("uses an object as a field-to-message map", () => {
    expect(readApiFieldErrors({ email: "This e-mail is already registered." })).toEqual({
      fields: { email: "This e-mail is already registered." },
      general: null,
    });
  });
});

describe("issuesToFieldErrors", () => {
  it("keeps the first message of each field and names path-less issues 'form'", () => {
    expect(
      issuesToFieldErrors([
        { path: ["email"], message: "E-mail is required." },
        { path: ["email"], message: "Enter a valid e-mail address." },
        { path: [], message: "Nothing to update." },
      ]),
    ).toEqual({ email: "E-mail is required.", form: "Nothing to update." });
  });
});
