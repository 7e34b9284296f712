import { describe, expect, it } from "vitest";
import { toChecklistIssues, toFieldErrors } from "./field-errors.ts";

describe("field errors", () => {
  it("maps issues to field path -> first message", () => {
    expect(
      toFieldErrors([
        { path: "blocks.0.items.3.text", message: "Too long (max 200)" },
        { path: "blocks.0.items.3.text", message: "Second message" },
        { path: "", message: "Whole document" },
      ]),
    ).toEqual({ "blocks.0.items.3.text": "Too long (max 200)", "": "Whole document" });
  });

  it("gives each unknown key its own path", () => {
    expect(
      toChecklistIssues([{ code: "unrecognized_keys", path: ["title"], keys: ["a", "b"], message: "x" }]),
    ).toEqual([
      { path: "title.a", message: "Unknown field" },
      { path: "title.b", message: "Unknown field" },
    ]);
  });
});
