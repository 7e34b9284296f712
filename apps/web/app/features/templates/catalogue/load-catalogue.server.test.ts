import type { ApiClient } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { invalidateCatalogue } from "../../../catalogue-version.ts";
import { loadCatalogue } from "./load-catalogue.server.ts";

/** An API that counts its calls and answers empty lists, or fails while `failing` is set. */
function countingApi(state: { calls: number; failing: boolean }): ApiClient {
  return {
    request: async () => {
      state.calls += 1;
      if (state.failing) throw new Error("down");
      return [];
    },
  } as unknown as ApiClient;
}

describe("the catalogue for server renders", () => {
  it("is fetched once for thirty seconds, then again; a failure is not kept", async () => {
    const state = { calls: 0, failing: true };
    const api = countingApi(state);
    const start = 10_000_000;
    // The stats may fail on their own; the templates failing fails the load, and it is not kept.
    await expect(loadCatalogue(api, start)).rejects.toThrow("down");
    state.failing = false;
    const first = await loadCatalogue(api, start + 1);
    const callsAfterFirst = state.calls;
    expect(await loadCatalogue(api, start + 20_000)).toBe(first);
    expect(state.calls).toBe(callsAfterFirst);
    await loadCatalogue(api, start + 40_000);
    expect(state.calls).toBe(callsAfterFirst + 3);
  });

  it("is fetched again at once after an admin changes the library", async () => {
    const state = { calls: 0, failing: false };
    const api = countingApi(state);
    const start = 20_000_000;
    const first = await loadCatalogue(api, start);
    expect(await loadCatalogue(api, start + 1)).toBe(first);
    const calls = state.calls;
    invalidateCatalogue();
    expect(await loadCatalogue(api, start + 2)).not.toBe(first);
    expect(state.calls).toBe(calls + 3);
  });
});
