import { describe, expect, it } from "vitest";
import { isDeepEqual } from "./is-deep-equal.ts";

describe("isDeepEqual", () => {
  it("compares plain JSON data structurally, ignoring key order", () => {
    expect(isDeepEqual({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] })).toBe(true);
    expect(isDeepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isDeepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isDeepEqual([], {})).toBe(false);
    expect(isDeepEqual("1", 1)).toBe(false);
  });
});
