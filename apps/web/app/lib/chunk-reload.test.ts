import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadForFailedChunk,
  reloadWhenChunkFailed,
} from "./chunk-reload.ts";

const CHUNK_ERROR = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

/** The server answering /healthz (a deploy replaced the chunk), or not (the connection is what failed). */
function serverAnswers(answers: boolean) {
  const fetch = vi.fn(async () => {
    if (!answers) throw new TypeError("Failed to fetch");
    return Response.json({ status: "ok" });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload });
  return reload;
}

describe("reloadForFailedChunk", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reloads at most once a minute while the server answers", async () => {
    const reload = stubReload();
    serverAnswers(true);
    const start = 1_000_000;
    expect(await reloadForFailedChunk(start)).toBe(true);
    expect(await reloadForFailedChunk(start + 30_000)).toBe(false);
    expect(await reloadForFailedChunk(start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload while offline, which would only show the browser's offline page", async () => {
    const reload = stubReload();
    const fetch = serverAnswers(true);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await reloadForFailedChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not reload when the server does not answer, though the browser still thinks it is online", async () => {
    const reload = stubReload();
    const fetch = serverAnswers(false);
    expect(await reloadForFailedChunk()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(/\/healthz$/);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("reloadWhenChunkFailed", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reloads a page broken by a failed chunk at once when the server answers", async () => {
    const reload = stubReload();
    serverAnswers(true);
    const cleanUp = reloadWhenChunkFailed(CHUNK_ERROR);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanUp();
  });

  it("waits for the connection to come back when offline", async () => {
    const reload = stubReload();
    serverAnswers(true);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const cleanUp = reloadWhenChunkFailed(CHUNK_ERROR);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanUp();
  });

  it("leaves other errors alone, and its clean-up stops a reload still waiting", async () => {
    const reload = stubReload();
    serverAnswers(true);
    reloadWhenChunkFailed(new Error("Something else"));
    const cleanUp = reloadWhenChunkFailed(CHUNK_ERROR);
    cleanUp();
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 10));
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
