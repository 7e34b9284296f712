import { afterEach, describe, expect, it } from "vitest";
import {
  holdToastsDuringNavigation,
  setNavigating,
  subscribeDrawRequests,
  whenSettled,
} from "./toast-store.ts";

/** A navigation the test ends when it likes, as the router's would end when its page has loaded. */
function navigation() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { running: holdToastsDuringNavigation(() => ended), end };
}

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

  it("holds a toast from the moment the router starts a navigation, before React has drawn it", async () => {
    const shown: string[] = [];
    const { running, end } = navigation();
    // React has not drawn the navigation yet: the host still says none is under way.
    setNavigating(false);
    whenSettled(() => shown.push("welcome"));
    expect(shown).toEqual([]);
    end();
    await running;
    expect(shown).toEqual(["welcome"]);
  });

  it("shows toasts held for a navigation only once React has drawn the page it ended on", async () => {
    const shown: string[] = [];
    let drawsAsked = 0;
    const stop = subscribeDrawRequests(() => drawsAsked++);
    const { running, end } = navigation();
    whenSettled(() => shown.push("welcome"));
    end();
    await running;
    expect(drawsAsked).toBe(1);
    expect(shown).toEqual([]);
    // The host's draw: the old page is still up, a navigation in it.
    setNavigating(true);
    expect(shown).toEqual([]);
    setNavigating(false);
    expect(shown).toEqual(["welcome"]);
    stop();
  });

  it("keeps holding while a second navigation is under way after the first ends", async () => {
    const shown: string[] = [];
    const first = navigation();
    const second = navigation();
    whenSettled(() => shown.push("welcome"));
    first.end();
    await first.running;
    setNavigating(false);
    expect(shown).toEqual([]);
    second.end();
    await second.running;
    expect(shown).toEqual(["welcome"]);
  });
});
