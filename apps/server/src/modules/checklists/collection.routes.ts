import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  ChecklistIdParamsSchema,
  ChecklistPageSchema,
  ChecklistResponseSchema,
  ImageUploadBodySchema,
  ListChecklistsQuerySchema,
  MessageResponseSchema,
  MoveChecklistBodySchema,
  RenameChecklistBodySchema,
  ShareChecklistBodySchema,
  SharedChecklistSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import { toChecklistResponse } from "./checklists.mapper.ts";
import type { CollectionService } from "./collection.service.ts";

export async function collectionRoutes(app: FastifyInstance, deps: { collection: CollectionService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: ChecklistIdParamsSchema };
  const answer = { 200: ChecklistResponseSchema };
  const uploads = app.limiter({ name: "image-upload", max: 20, windowMs: 60_000 });

  api.get(
    "/api/checklists",
    { schema: { querystring: ListChecklistsQuerySchema, response: { 200: ChecklistPageSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return deps.collection.list(requirePrincipal(request).user.id, request.query);
    },
  );

  api.delete(
    "/api/checklist/:id",
    { schema: { ...byId, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deps.collection.remove(requirePrincipal(request).user.id, request.params.id);
      return { message: "The checklist has been deleted." };
    },
  );

  api.post(
    "/api/checklist/:id/copy",
    { schema: { ...byId, response: { 201: ChecklistResponseSchema } } },
    async (request, reply) => {
      const row = await deps.collection.copy(requirePrincipal(request).user.id, request.params.id);
      return reply.status(201).send({ ...toChecklistResponse(row), isDuplicate: true });
    },
  );

  api.put(
    "/api/checklist/:id/rename",
    { schema: { ...byId, body: RenameChecklistBodySchema, response: answer } },
    async (request) =>
      toChecklistResponse(
        await deps.collection.rename(
          requirePrincipal(request).user.id,
          request.params.id,
          request.body.title,
        ),
      ),
  );

  api.put(
    "/api/checklist/:id/move-to-folder",
    { schema: { ...byId, body: MoveChecklistBodySchema, response: answer } },
    async (request) =>
      toChecklistResponse(
        await deps.collection.move(
          requirePrincipal(request).user.id,
          request.params.id,
          request.body.folderId,
        ),
      ),
  );

  api.put(
    "/api/checklist/:id/share",
    { schema: { ...byId, body: ShareChecklistBodySchema, response: answer } },
    async (request) =>
      toChecklistResponse(
        await deps.collection.share(
          requirePrincipal(request).user.id,
          request.params.id,
          request.body.isShared,
        ),
      ),
  );

  api.put(
    "/api/checklist/:id/image-upload",
    {
      bodyLimit: 3 * 1024 * 1024,
      preHandler: [uploads],
      schema: { ...byId, body: ImageUploadBodySchema, response: answer },
    },
    async (request) =>
      toChecklistResponse(
        await deps.collection.uploadImage(
          requirePrincipal(request).user.id,
          request.params.id,
          request.body.image,
        ),
      ),
  );

  api.get(
    "/api/checklist/preview/:id",
    { config: { public: true }, schema: { ...byId, response: { 200: SharedChecklistSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return deps.collection.readShared(request.params.id);
    },
  );
}
