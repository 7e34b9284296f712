// The typed API client for set-up calls, over a Playwright request context.
import { type ApiClient, createApiClient } from "@listful/contracts";
import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./env.ts";

/**
 * The API as the request context's user: the context keeps the session cookies, so a page of the same browser
 * context is signed in as the calls are. Calls carry the app's origin, as its pages send them.
 */
export function apiClient(request: APIRequestContext, baseUrl = BASE_URL): ApiClient {
  return createApiClient({
    baseUrl,
    headers: { origin: baseUrl },
    fetch: async (input, init) => {
      const response = await request.fetch(String(input), {
        method: init?.method ?? "GET",
        headers: { ...(init?.headers as Record<string, string>) },
        ...(typeof init?.body === "string" ? { data: init.body } : {}),
      });
      const headers = new Headers();
      for (const { name, value } of response.headersArray()) headers.append(name, value);
      const hasBody = response.status() !== 204 && response.status() !== 304;
      return new Response(hasBody ? new Uint8Array(await response.body()) : null, {
        status: response.status(),
        statusText: response.statusText(),
        headers,
      });
    },
  });
}
