import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { FolderService } from "./folders.service.ts";

export async function folderRoutes(app: FastifyInstance, deps: { folders: FolderService }) {
  endpoint(app, "GET /api/folders", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deps.folders.list(requirePrincipal(request).user.id);
  });

  endpoint(app, "POST /api/folders", {}, async (request) =>
    deps.folders.create(requirePrincipal(request).user.id, request.body.name),
  );

  endpoint(app, "PUT /api/folders/:id", {}, async (request) =>
    deps.folders.rename(requirePrincipal(request).user.id, request.params.id, request.body.name),
  );

  endpoint(app, "DELETE /api/folders/:id", {}, async (request) => {
    await deps.folders.remove(requirePrincipal(request).user.id, request.params.id);
    return { message: "The folder has been deleted. Its checklists are still in your collection." };
  });
}
