import { API_ENDPOINTS, type EndpointKey } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_FALLBACK_URLS } from "../src/routes.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// With the web app mounted, so the PDF endpoint (which prints the web app's print route) is there too.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(() => t.close());

/**
 * The server's endpoints: every route but the automatic HEADs, stored and built files (which the static file
 * plugin hides from the API's description), the web app's pages (its catch-all) and the API's JSON 404.
 */
function endpoints() {
  const notEndpoints = new Set<string>([...API_FALLBACK_URLS, "*"]);
  return t.app.routeTable.filter(
    (route) => route.method !== "HEAD" && route.schema?.hide !== true && !notEndpoints.has(route.url),
  );
}

describe("the route table and the contracts", () => {
  it("serve exactly the endpoints the contracts list", () => {
    const served = endpoints().map((route) => `${route.method} ${route.url}`);
    expect(served.sort()).toEqual(Object.keys(API_ENDPOINTS).sort());
  });

  it("declare each endpoint's body, query and answer with the contracts' own schemas", () => {
    for (const route of endpoints()) {
      const key = `${route.method} ${route.url}` as EndpointKey;
      const contract: { body?: unknown; query?: unknown; response: unknown } | undefined = API_ENDPOINTS[key];
      expect(contract, `${key} is in the contracts`).toBeDefined();
      if (!contract) continue;
      const responses = Object.entries(route.schema?.response ?? {});
      const successes = responses.filter(([status]) => status.startsWith("2"));
      expect(successes.length, `${key} answers one success`).toBe(1);
      expect(successes[0]?.[1] === contract.response, `${key} response`).toBe(true);
      expect(route.schema?.body === contract.body, `${key} body`).toBe(true);
      expect(route.schema?.querystring === contract.query, `${key} query`).toBe(true);
    }
  });
});
