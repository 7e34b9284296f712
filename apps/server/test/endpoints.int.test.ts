import { API_ENDPOINTS, type EndpointKey, type EndpointSchemas } from "@listful/contracts";
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

  it("declare each endpoint's params, body, query and answers with the contracts' own schemas", () => {
    for (const route of endpoints()) {
      const key = `${route.method} ${route.url}` as EndpointKey;
      const contract: EndpointSchemas | undefined = API_ENDPOINTS[key];
      expect(contract, `${key} is in the contracts`).toBeDefined();
      if (!contract) continue;
      expect(route.schema?.params === contract.params, `${key} params`).toBe(true);
      expect(route.schema?.body === contract.body, `${key} body`).toBe(true);
      expect(route.schema?.querystring === contract.query, `${key} query`).toBe(true);
      const answers = { [contract.status ?? 200]: contract.response, ...contract.errors };
      const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
      expect(Object.keys(declared).sort(), `${key} answers`).toEqual(Object.keys(answers).sort());
      for (const [status, schema] of Object.entries(answers)) {
        expect(declared[status] === schema, `${key} answer ${status}`).toBe(true);
      }
    }
  });

  it("register each endpoint from its entry, never by hand", () => {
    const byHand = endpoints()
      .filter((route) => route.endpoint !== `${route.method} ${route.url}`)
      .map((route) => `${route.method} ${route.url}`);
    expect(byHand).toEqual([]);
  });
});
