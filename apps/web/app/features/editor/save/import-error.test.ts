import { importChecklist } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { describeImportError } from "./import-error.ts";

function errorOf(text: string) {
  const result = importChecklist(text);
  if (result.ok) throw new Error("expected the import to fail");
  return result.error;
}

describe("import errors", () => {
  it("says the checklist is unchanged and what is wrong with the file, in words", () => {
    expect(describeImportError("a.json", errorOf("{nope"))).toBe(
      "“a.json” could not be imported, and your checklist is unchanged. The file is not a JSON file.",
    );
    expect(describeImportError("b.json", errorOf('{"format":"other"}'))).toContain(
      "It is not a checklist exported from Listful",
    );
    const invalid = errorOf(
      JSON.stringify({ format: "listful-checklist", version: 1, data: { version: 1 } }),
    );
    expect(describeImportError("c.json", invalid)).toMatch(
      /Some of its contents are not valid: .+\(and \d+ more\)\.$/,
    );
  });
});
