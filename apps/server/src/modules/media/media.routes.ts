import { fileURLToPath } from "node:url";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../errors.ts";
import { isStorageKey, type Storage, type StoredFile, UPLOADS_PATH } from "./storage.ts";

export { UPLOADS_PATH };
export const BACKGROUND_PATH = "/media/backgrounds/";
const BACKGROUNDS_DIR = fileURLToPath(new URL("../../../assets/backgrounds/", import.meta.url));
/** An image opened on its own must not run anything. */
const FILE_POLICY = "default-src 'none'";

/**
 * Who may see a stored file: anyone for as long as caches like (`public`), anyone but asking each time
 * (`shared`: a shared checklist's image, which stops being served the moment sharing ends), only the
 * signed-in owner (`owner`), or nobody (`none`, which answers like a missing file).
 */
export type Visibility = "public" | "shared" | "owner" | "none";
export type MediaAccess = (key: string, request: FastifyRequest) => Promise<Visibility>;

const CACHE_CONTROL: Record<Exclude<Visibility, "none">, string> = {
  public: "public, max-age=3600",
  shared: "public, no-cache",
  owner: "private, no-cache",
};

/** Serves the bundled backgrounds, and the images in storage (thumbnails, uploads) by their access rule. */
export async function mediaRoutes(app: FastifyInstance, deps: { storage: Storage; access: MediaAccess }) {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("content-security-policy", `${FILE_POLICY}; style-src 'unsafe-inline'`);
      reply.header("x-content-type-options", "nosniff");
    });
    const options: FastifyStaticOptions = {
      root: BACKGROUNDS_DIR,
      prefix: BACKGROUND_PATH,
      maxAge: "7d",
      immutable: false,
      decorateReply: false,
      cacheControl: true,
    };
    await scope.register(fastifyStatic, options);
  });

  app.get(`${UPLOADS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const visibility = isStorageKey(key) ? await deps.access(key, request) : "none";
    const file = visibility === "none" ? undefined : await deps.storage.get(key);
    if (!file || visibility === "none") throw notFound("Not found.");
    return sendFile(request, reply, file, CACHE_CONTROL[visibility]);
  });
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, cacheControl: string) {
  reply
    .header("content-security-policy", FILE_POLICY)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", cacheControl)
    .header("etag", file.etag)
    .header("last-modified", file.modified.toUTCString());
  if (cacheControl.startsWith("private")) reply.header("vary", "Cookie, Authorization");
  if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  return reply.type(file.contentType).send(file.bytes);
}
