import { afterEach, describe, expect, it, vi } from "vitest";
import { canPrefetch } from "./prefetch-policy.ts";

function withConnection(connection: object | undefined) {
  vi.stubGlobal("navigator", { ...navigator, connection });
}

describe("canPrefetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefetches when the browser says nothing about the connection", () => {
    withConnection(undefined);
    expect(canPrefetch()).toBe(true);
  });

  it("does not prefetch on 2g or slow-2g", () => {
    withConnection({ effectiveType: "2g" });
    expect(canPrefetch()).toBe(false);
    withConnection({ effectiveType: "slow-2g" });
    expect(canPrefetch()).toBe(false);
  });

  it("does not prefetch when the visitor saves data", () => {
    withConnection({ effectiveType: "4g", saveData: true });
    expect(canPrefetch()).toBe(false);
  });

  it("prefetches on a fast connection", () => {
    withConnection({ effectiveType: "4g", saveData: false });
    expect(canPrefetch()).toBe(true);
  });
});
