import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const BACKGROUND_PATH = "/media/backgrounds/";
export const UPLOADS_PATH = "/media/u/";
const BACKGROUNDS_DIR = fileURLToPath(new URL("../../../assets/backgrounds/", import.meta.url));

/** Serves the bundled backgrounds and the images the app stores (thumbnails, uploads). */
export async function mediaRoutes(app: FastifyInstance, deps: { uploadsDir: string }) {
  mkdirSync(deps.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: BACKGROUNDS_DIR,
    prefix: BACKGROUND_PATH,
    decorateReply: false,
    cacheControl: true,
    maxAge: "7d",
    immutable: false,
    setHeaders(res) {
      // An SVG opened on its own must not run anything.
      res.setHeader("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    cacheControl: true,
    maxAge: "1h",
    setHeaders(res) {
      res.setHeader("content-security-policy", "default-src 'none'");
      res.setHeader("x-content-type-options", "nosniff");
    },
  });
}
