import type { FastifyInstance } from "fastify";
import type { InternalHandler, InternalResponse } from "../../jobs/browser-pool.ts";

/** Files that never change for a given URL (hashed build assets, bundled backgrounds): kept after first use. */
const CACHEABLE = /^\/(assets|media\/backgrounds)\//;

/**
 * Answers the requests of pooled Chromium pages from this app without a network hop: the navigation posts the
 * document to the web app's print route; everything else (styles, fonts, backgrounds) is a plain GET.
 */
export function createInternalHandler(app: FastifyInstance, origin: string): InternalHandler {
  const cache = new Map<string, InternalResponse>();
  return async (request) => {
    const path = `${request.url.pathname}${request.url.search}`;
    const cached = cache.get(path);
    if (cached) return cached;
    const response = await app.inject(
      request.isNavigation && request.navigationBody !== undefined
        ? {
            method: "POST",
            url: path,
            headers: {
              origin,
              host: new URL(origin).host,
              "content-type": "application/json",
              accept: "text/html",
            },
            payload: request.navigationBody,
          }
        : { method: "GET", url: path, headers: { origin, host: new URL(origin).host } },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && name !== "set-cookie")
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const answer = { status: response.statusCode, headers, body: response.rawPayload };
    if (response.statusCode === 200 && CACHEABLE.test(request.url.pathname)) cache.set(path, answer);
    return answer;
  };
}
