// The typed API client for set-up calls, over a Playwright request context.
import { type ApiClient, createApiClient } from "@listful/contracts";
import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./env.ts";

/**
 * Whom set-up calls go through: a request context, to the shared test server, or one with the address of
 * another copy of the app (the paid one, a spec's own).
 */
export type ApiCaller = APIRequestContext | { readonly request: APIRequestContext; readonly baseUrl: string };

/**
 * The API as the request context's user: the context keeps the session cookies, so a page of the same browser
 * context is signed in as the calls are. Calls carry the app's origin, as its pages send them.
 */
export function apiClient(caller: ApiCaller): ApiClient {
  const { request, baseUrl } = "baseUrl" in caller ? caller : { request: caller, baseUrl: BASE_URL };
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
