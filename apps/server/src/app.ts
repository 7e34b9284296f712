import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import websocket from "@fastify/websocket";
import { type EndpointKey, LIVE_MESSAGE_MAX_BYTES, type PublicConfig } from "@listful/contracts";
import type { DatabaseHandle } from "@listful/db";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "./env.ts";
import { notFound } from "./errors.ts";
import { requestForLog } from "./lib/log-redaction.ts";
import { connectRedis } from "./lib/redis.ts";
import { webBuildLoader } from "./lib/web-build.ts";
import { PROVIDER_ENDPOINTS, type SignInEndpoints } from "./modules/connect/provider-endpoints.ts";
import type { Lifecycle } from "./modules/health/health.routes.ts";
import { countRequests } from "./modules/metrics/metrics.routes.ts";
import type { Thumbnails } from "./modules/pdf/thumbnails.ts";
import { registerCompression } from "./plugins/compression.ts";
import { installErrorHandler } from "./plugins/error-handler.ts";
import { installJsonBodyParser } from "./plugins/json-body.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurity } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";
import { registerRoutes } from "./routes.ts";
import { createServices } from "./services.ts";

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Mount the React Router app (off in API tests, which have no web build). */
  web?: { devServer?: ViteDevServer } | false;
  /** Run the mail outbox worker in this process. */
  mailWorker?: boolean;
  logger?: boolean;
  /**
   * Where Google's and Facebook's sign-in is carried out: the providers' own addresses unless a test points
   * them at a local stand-in. Not a setting, so no deployment can send sign-ins elsewhere.
   */
  signInEndpoints?: SignInEndpoints;
  /** Where the log lines go (standard output unless set); tests read them here. */
  logStream?: { write(line: string): void };
};

const BODY_LIMIT = 256 * 1024;

export type RouteEntry = {
  method: string;
  url: string;
  isPublic: boolean;
  /** Admins only: anyone else, guests included, is told there is no such endpoint (404). */
  isAdmin: boolean;
  /** The schemas the route declares: a test holds the API's routes to the contracts' endpoint table. */
  schema: FastifySchema | undefined;
  /** The endpoint-table entry it was registered from (`lib/endpoint.ts`); none for a route registered by hand. */
  endpoint: EndpointKey | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with whether it is open to guests and what it declares: the tests walk it. */
    routeTable: readonly RouteEntry[];
    /** Whether the instance has begun to stop (its health check then answers 503). */
    lifecycle: Lifecycle;
    /** Page-one images, where the web app (and so printing) is mounted. */
    thumbnails: Thumbnails | undefined;
  }
}

/** Builds the whole application; `server.ts` only listens. Tests call this and use `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            // A reset link's token in the URL would sign anyone who reads the log in.
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true,
        isAdmin: route.config?.admin === true || route.config?.admin === "super",
        schema: route.schema,
        endpoint: route.config?.endpoint,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBodyParser(app);
  app.setNotFoundHandler(() => {
    throw notFound("Not found.");
  });

  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: LIVE_MESSAGE_MAX_BYTES } });
  await registerCompression(app);
  await registerSecurity(app, config);
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  await registerRateLimits(app, config, redis);

  const secureCookies = config.publicUrl.startsWith("https://");
  const devServer = options.web === false ? undefined : options.web?.devServer;
  const loadWebBuild = options.web === false ? undefined : webBuildLoader(devServer);
  const services = createServices(app, {
    config,
    database,
    redis,
    mailWorker: options.mailWorker !== false,
    loadWebBuild,
    signInEndpoints: options.signInEndpoints ?? PROVIDER_ENDPOINTS,
  });
  app.decorate("thumbnails", services.thumbnails);
  countRequests(app, services.metrics);
  const lifecycle: Lifecycle = { stopping: false };
  app.decorate("lifecycle", lifecycle);
  await registerRoutes(app, services, {
    database,
    lifecycle,
    secureCookies,
    metricsToken: config.metricsToken,
    publicUrl: config.publicUrl,
  });

  if (loadWebBuild) {
    const publicConfig: PublicConfig = {
      publicUrl: config.publicUrl,
      isFree: config.isFree,
      blogUrl: config.blogUrl,
      recaptchaSiteKey: config.recaptcha.siteKey ?? null,
      signInProviders: services.connect.configured,
    };
    await app.register(webPlugin, {
      ...services,
      devServer,
      loadBuild: loadWebBuild,
      publicConfig,
      secureCookies,
    });
  }

  return app;
}
