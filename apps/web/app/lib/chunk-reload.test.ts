import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadForFailedChunk,
  reloadWhenChunkFailed,
} from "./chunk-reload.ts";

const CHUNK_ERROR = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

describe("reloadForFailedChunk", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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

  it("does not reload while offline, which would only show the browser's offline page", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadForFailedChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("reloadWhenChunkFailed", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reloads a page broken by a failed chunk at once when online", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    reloadWhenChunkFailed(CHUNK_ERROR)();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("waits for the connection to come back when offline", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    reloadWhenChunkFailed(CHUNK_ERROR);
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves other errors alone, and its clean-up stops a reload still waiting", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    reloadWhenChunkFailed(new Error("Something else"));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const cleanUp = reloadWhenChunkFailed(CHUNK_ERROR);
    cleanUp();
    window.dispatchEvent(new Event("online"));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' messages for a failed dynamic import", () => {
    expect(isChunkLoadError(CHUNK_ERROR)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
  });
});
