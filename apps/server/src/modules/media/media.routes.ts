import { BACKGROUNDS } from "@listful/checklist";
import { drawBackground, PREVIEW_AREA } from "@listful/sheet/background-art";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../errors.ts";
import { isStorageKey, type Storage, type StoredFile, UPLOADS_PATH } from "./storage.ts";

export { UPLOADS_PATH };
export const BACKGROUND_PATH = "/media/backgrounds/";
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

/**
 * Serves the built-in backgrounds, drawn at A4's printable size from the sheet's own art (the picker's
 * swatches; the sheet draws each page's at its size), and the images in storage (thumbnails, uploads) by
 * their access rule.
 */
export async function mediaRoutes(app: FastifyInstance, deps: { storage: Storage; access: MediaAccess }) {
  const pictures = new Map<string, string>();
  for (const background of BACKGROUNDS) {
    const svg = drawBackground(background.slug, PREVIEW_AREA);
    if (svg) pictures.set(`${background.slug}.svg`, svg);
  }
  app.get(`${BACKGROUND_PATH}:file`, { schema: { hide: true } }, async (request, reply) => {
    const svg = pictures.get((request.params as { file: string }).file);
    if (!svg) throw notFound("Not found.");
    return reply
      .header("content-security-policy", `${FILE_POLICY}; style-src 'unsafe-inline'`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "public, max-age=604800")
      .type("image/svg+xml")
      .send(svg);
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
