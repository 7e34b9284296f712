import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForFailedChunk } from "./chunk-reload.ts";

describe("reloadForFailedChunk", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("reloads at most once a minute", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const start = 1_000_000;
    expect(reloadForFailedChunk(start)).toBe(true);
    expect(reloadForFailedChunk(start + 30_000)).toBe(false);
    expect(reloadForFailedChunk(start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' messages for a failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
  });
});
