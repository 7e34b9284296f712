import { describe, expect, it } from "vitest";
import { readSignInReturn, signInReturnSearch } from "./sign-in-return.ts";

const ID = "0b6f3c52-8f51-4a9e-9a43-2f8d1c1e7a10";

describe("sign-in return", () => {
  it("carries a path on this site and the checklist to bookmark there, from page to page", () => {
    const target = { next: `/view?id=${ID}`, bookmark: ID };
    const search = signInReturnSearch(target);
    expect(readSignInReturn(new URLSearchParams(search))).toEqual(target);
    expect(signInReturnSearch(null)).toBe("");
  });

  it("drops a return that would leave the site, and a bookmark that is not a checklist id", () => {
    expect(readSignInReturn(new URLSearchParams({ next: "//evil.example", bookmark: ID }))).toBeNull();
    expect(readSignInReturn(new URLSearchParams({ next: "https://evil.example" }))).toBeNull();
    expect(readSignInReturn(new URLSearchParams({ next: "/view", bookmark: "../api/user" }))).toEqual({
      next: "/view",
      bookmark: null,
    });
  });
});
