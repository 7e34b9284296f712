import type { ApiClient } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./load-catalogue.server.ts";

type ApiState = { catalogueCalls: number; failing: boolean; version: number };

/**
 * An API that answers the library's version from `state`, and counts the catalogue's calls, answering them with
 * empty lists, or failing while `failing` is set.
 */
function countingApi(state: ApiState): ApiClient {
  return {
    request: async (key: string) => {
      if (key === "GET /api/templates/version") return { version: state.version };
      state.catalogueCalls += 1;
      if (state.failing) throw new Error("down");
      return [];
    },
  } as unknown as ApiClient;
}

describe("the catalogue for server renders", () => {
  it("is fetched once for thirty seconds, then again; a failure is not kept", async () => {
    const state = { catalogueCalls: 0, failing: true, version: 1 };
    const api = countingApi(state);
    const start = 10_000_000;
    // The stats may fail on their own; the templates failing fails the load, and it is not kept.
    await expect(loadCatalogue(api, start)).rejects.toThrow("down");
    state.failing = false;
    const first = await loadCatalogue(api, start + 1);
    const callsAfterFirst = state.catalogueCalls;
    expect(await loadCatalogue(api, start + 20_000)).toBe(first);
    expect(state.catalogueCalls).toBe(callsAfterFirst);
    await loadCatalogue(api, start + 40_000);
    expect(state.catalogueCalls).toBe(callsAfterFirst + 3);
  });

  it("is fetched again at once when the library's version has moved on", async () => {
    const state = { catalogueCalls: 0, failing: false, version: 7 };
    const api = countingApi(state);
    const start = 20_000_000;
    const first = await loadCatalogue(api, start);
    expect(await loadCatalogue(api, start + 1)).toBe(first);
    const calls = state.catalogueCalls;
    state.version = 8;
    expect(await loadCatalogue(api, start + 2)).not.toBe(first);
    expect(state.catalogueCalls).toBe(calls + 3);
  });
});
