import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../plugins/auth.ts";
import type { CollectionService } from "../checklists/collection.service.ts";
import type { BookmarkRepository } from "./bookmarks.repository.ts";

export async function bookmarkRoutes(
  app: FastifyInstance,
  deps: { bookmarks: BookmarkRepository; collection: CollectionService },
) {
  endpoint(app, "GET /api/bookmarks", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const rows = await deps.bookmarks.list(requirePrincipal(request).user.id);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      image: row.image,
      owner: { name: row.ownerName },
      updated: row.updatedAt.toISOString(),
      bookmarked: row.bookmarkedAt.toISOString(),
    }));
  });

  endpoint(app, "POST /api/bookmark/:id", {}, async (request) => {
    const userId = requirePrincipal(request).user.id;
    await deps.collection.assertBookmarkable(userId, request.params.id);
    await deps.bookmarks.add(userId, request.params.id);
    return { message: "The checklist has been saved to your bookmarks." };
  });

  endpoint(app, "DELETE /api/bookmark/:id", {}, async (request) => {
    if (!(await deps.bookmarks.remove(requirePrincipal(request).user.id, request.params.id))) {
      throw notFound("This checklist is not in your bookmarks.");
    }
    return { message: "The checklist has been deleted from your bookmarks." };
  });
}
