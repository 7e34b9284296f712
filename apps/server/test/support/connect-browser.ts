import type { SignInProvider } from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { ORIGIN } from "../helpers.ts";

type Answer = { status: number; body: Record<string, unknown>; cookies: Record<string, string> };

/**
 * A browser on the app's page, keeping its cookies, that goes through a provider's sign-in: it asks the API
 * for the authorization address, follows it to the provider (the stand-in), and hands what the provider
 * sent back to /login to the check call, as the login page does.
 */
export function connectBrowser(app: FastifyInstance) {
  const jar = new Map<string, string>();

  async function call(method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<Answer> {
    const response = await app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const cookies: Record<string, string> = {};
    for (const cookie of response.cookies) {
      cookies[cookie.name] = cookie.value;
      if (cookie.value === "" || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return { status: response.statusCode, body: response.json(), cookies };
  }

  return {
    call,
    jar,
    /** The first leg and the provider's page: what the provider sends back to /login. */
    async authorize(provider: SignInProvider): Promise<URLSearchParams> {
      const started = await call("GET", `/api/connect/${provider}`);
      if (started.status !== 200) throw new Error(`connect answered ${started.status}`);
      const page = await fetch(String(started.body.url), { redirect: "manual" });
      const back = new URL(page.headers.get("location") ?? "");
      if (`${back.origin}${back.pathname}` !== `${ORIGIN}/login`) throw new Error(`returned to ${back}`);
      return back.searchParams;
    },
    /** The second leg, as the login page makes it. */
    check(provider: SignInProvider, returned: URLSearchParams): Promise<Answer> {
      return call("POST", `/api/connect/${provider}/check`, Object.fromEntries(returned));
    },
    /** Both legs. */
    async signIn(provider: SignInProvider): Promise<Answer> {
      return this.check(provider, await this.authorize(provider));
    },
  };
}
