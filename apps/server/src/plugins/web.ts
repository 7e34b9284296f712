import { createApiClient, type PublicConfig } from "@listful/contracts";
import { requestContext } from "@listful/web/request-context";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { injectFetch } from "../lib/inject-fetch.ts";
import type { Principal } from "../lib/principal.ts";
import { type LoadWebBuild, WEB_CLIENT_BUILD, WEB_SERVER_BUILD } from "../lib/web-build.ts";
import type { SessionService } from "../modules/auth/session.service.ts";
import {
  clearSessionCookies,
  readAccessToken,
  readRefreshToken,
  setSessionCookies,
} from "../modules/auth/session-cookies.ts";
import { toUserResponse } from "../modules/user/user.mapper.ts";
import { type PrincipalDeps, resolvePrincipal } from "./auth.ts";
import { staticFileOptions } from "./compression.ts";

export type WebDeps = PrincipalDeps & {
  devServer?: ViteDevServer | undefined;
  /** The web app's server bundle, shared with the print document. */
  loadBuild: LoadWebBuild;
  sessions: SessionService;
  publicConfig: PublicConfig;
  secureCookies: boolean;
};

/**
 * The React Router app, rendered on the server. Each page request resolves its session (renewing an expired
 * access token from the refresh cookie, so signed-in pages never flash) and gets an API client that calls
 * this same server in-process with that session.
 */
export async function webPlugin(app: FastifyInstance, deps: WebDeps) {
  async function pageSession(request: FastifyRequest, reply: FastifyReply) {
    const token = readAccessToken(request);
    const principal = await resolvePrincipal(token, deps);
    if (principal && token) return { principal, token };
    const refresh = readRefreshToken(request);
    if (!refresh) return null;
    try {
      const session = await deps.sessions.rotate(refresh, { ip: request.ip });
      setSessionCookies(reply, session, deps.secureCookies);
      const renewed: Principal = { user: session.user, sessionId: session.sessionId };
      return { principal: renewed, token: session.accessToken };
    } catch {
      clearSessionCookies(reply, deps.secureCookies);
      return null;
    }
  }

  await app.register(fastifyReactRouter, {
    devServer: deps.devServer,
    build: deps.loadBuild,
    serverBuildPath: WEB_SERVER_BUILD,
    clientBuildDirectory: WEB_CLIENT_BUILD,
    staticOptions: staticFileOptions(WEB_CLIENT_BUILD),
    async getLoadContext(request, reply) {
      const session = await pageSession(request, reply);
      const context = new RouterContextProvider();
      context.set(requestContext, {
        nonce: request.cspNonce,
        user: session ? toUserResponse(session.principal.user) : null,
        config: deps.publicConfig,
        api: createApiClient({
          baseUrl: deps.publicConfig.publicUrl,
          fetch: injectFetch(app, request.ip),
          headers: {
            origin: new URL(deps.publicConfig.publicUrl).origin,
            ...(session ? { authorization: `Bearer ${session.token}` } : {}),
          },
        }),
        logError: (error, message) => request.log.error({ err: error }, message),
      });
      return context;
    },
  });
}
