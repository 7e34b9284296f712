import { afterEach, describe, expect, it } from "vitest";
import { setNavigating, whenSettled } from "./toast-store.ts";

describe("toasts and navigation", () => {
  afterEach(() => setNavigating(false));

  it("shows a toast at once when no navigation is under way", () => {
    const shown: string[] = [];
    whenSettled(() => shown.push("saved"));
    expect(shown).toEqual(["saved"]);
  });

  it("holds toasts raised during a navigation until it settles, in the order they were raised", () => {
    const shown: string[] = [];
    setNavigating(true);
    whenSettled(() => shown.push("welcome"));
    whenSettled(() => shown.push("tip"));
    expect(shown).toEqual([]);
    setNavigating(false);
    expect(shown).toEqual(["welcome", "tip"]);
    setNavigating(true);
    setNavigating(false);
    expect(shown).toEqual(["welcome", "tip"]);
  });
});
