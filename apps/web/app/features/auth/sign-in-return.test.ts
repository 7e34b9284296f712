import { describe, expect, it } from "vitest";
import { loginHref, registerHref } from "../../lib/hrefs.ts";
import { readSignInReturn } from "./sign-in-return.ts";

const ID = "0b6f3c52-8f51-4a9e-9a43-2f8d1c1e7a10";

describe("sign-in return", () => {
  it("carries a path on this site and the checklist to bookmark there, from page to page", () => {
    const target = { next: `/view?id=${ID}`, bookmark: ID };
    for (const href of [loginHref(target), registerHref(target)]) {
      expect(readSignInReturn(new URL(href, "http://listful.invalid").searchParams)).toEqual(target);
    }
    expect(loginHref(null)).toBe("/login");
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
