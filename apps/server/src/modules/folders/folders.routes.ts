import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  FolderBodySchema,
  FolderIdParamsSchema,
  FolderListSchema,
  FolderSchema,
  MessageResponseSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import type { FolderService } from "./folders.service.ts";

export async function folderRoutes(app: FastifyInstance, deps: { folders: FolderService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/folders", { schema: { response: { 200: FolderListSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deps.folders.list(requirePrincipal(request).user.id);
  });

  api.post(
    "/api/folders",
    { schema: { body: FolderBodySchema, response: { 201: FolderSchema } } },
    async (request, reply) =>
      reply.status(201).send(await deps.folders.create(requirePrincipal(request).user.id, request.body.name)),
  );

  api.put(
    "/api/folders/:id",
    { schema: { params: FolderIdParamsSchema, body: FolderBodySchema, response: { 200: FolderSchema } } },
    async (request) =>
      deps.folders.rename(requirePrincipal(request).user.id, request.params.id, request.body.name),
  );

  api.delete(
    "/api/folders/:id",
    { schema: { params: FolderIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deps.folders.remove(requirePrincipal(request).user.id, request.params.id);
      return { message: "The folder has been deleted. Its checklists are still in your collection." };
    },
  );
}
