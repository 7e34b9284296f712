import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const BACKGROUND_PATH = "/media/backgrounds/";
export const UPLOADS_PATH = "/media/u/";
const BACKGROUNDS_DIR = fileURLToPath(new URL("../../../assets/backgrounds/", import.meta.url));

/** Serves the bundled backgrounds and the images the app stores (thumbnails, uploads). */
export async function mediaRoutes(app: FastifyInstance, deps: { uploadsDir: string }) {
  mkdirSync(deps.uploadsDir, { recursive: true });
  // An SVG opened on its own must not run anything.
  await serveFiles(app, "default-src 'none'; style-src 'unsafe-inline'", {
    root: BACKGROUNDS_DIR,
    prefix: BACKGROUND_PATH,
    maxAge: "7d",
    immutable: false,
  });
  await serveFiles(app, "default-src 'none'", { root: deps.uploadsDir, prefix: UPLOADS_PATH, maxAge: "1h" });
}

/**
 * Files under one prefix with their own policy. The page policy is set for every URL in an earlier onRequest
 * hook (plugins/security.ts), and reply headers win over those a static file sets on the raw response, so
 * the file's policy replaces it in a hook of this scope, which runs after the app's own.
 */
async function serveFiles(app: FastifyInstance, policy: string, options: FastifyStaticOptions) {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("content-security-policy", policy);
      reply.header("x-content-type-options", "nosniff");
    });
    await scope.register(fastifyStatic, { ...options, decorateReply: false, cacheControl: true });
  });
}
