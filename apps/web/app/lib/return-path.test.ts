import { describe, expect, it } from "vitest";
import { readReturnPath } from "./return-path.ts";

describe("readReturnPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(readReturnPath("/view?id=5c1e&x=1")).toBe("/view?id=5c1e&x=1");
    expect(readReturnPath("/dashboard#bookmarks")).toBe("/dashboard#bookmarks");
    expect(readReturnPath("/")).toBe("/");
  });

  it.each([
    null,
    "",
    "view",
    "//evil.example/path",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    " /view",
  ])("refuses %j", (value) => {
    expect(readReturnPath(value)).toBeNull();
  });
});
