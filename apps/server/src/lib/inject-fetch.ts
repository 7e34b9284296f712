import type { FastifyInstance } from "fastify";

/**
 * A fetch that answers from this server in-process, without a network hop: what the web app's loaders call the
 * API through, and the tests too. `clientIp` is the address the call appears to come from.
 */
export function injectFetch(app: FastifyInstance, clientIp?: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      ...(typeof init?.body === "string" ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) out.append(name, v);
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: out,
    });
  };
}
