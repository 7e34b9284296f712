import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { BookmarkService } from "./bookmarks.service.ts";

export async function bookmarkRoutes(app: FastifyInstance, deps: { bookmarks: BookmarkService }) {
  endpoint(app, "GET /api/bookmarks", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deps.bookmarks.list(requirePrincipal(request).user.id);
  });

  endpoint(app, "POST /api/bookmark/:id", {}, async (request) => {
    await deps.bookmarks.add(requirePrincipal(request).user.id, request.params.id);
    return { message: "The checklist has been saved to your bookmarks." };
  });

  endpoint(app, "DELETE /api/bookmark/:id", {}, async (request) => {
    await deps.bookmarks.remove(requirePrincipal(request).user.id, request.params.id);
    return { message: "The checklist has been deleted from your bookmarks." };
  });
}
