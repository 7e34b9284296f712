import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ENDPOINTS } from "./endpoints.ts";

/** The `:name` parameters of a "METHOD /path" key, in order. */
function pathParameters(key: string): string[] {
  return [...key.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "");
}

describe("the endpoint table", () => {
  it("gives every path with parameters a schema naming exactly those parameters", () => {
    for (const [key, contract] of Object.entries(API_ENDPOINTS)) {
      const names = pathParameters(key);
      const params = "params" in contract ? contract.params : undefined;
      if (names.length === 0) {
        expect(params, `${key} has no path parameters`).toBeUndefined();
        continue;
      }
      expect(params, `${key} declares its path parameters`).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((params as z.ZodObject).shape).sort(), key).toEqual([...names].sort());
    }
  });
});
