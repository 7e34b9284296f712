import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  BlogPostPageSchema,
  BlogPostSchema,
  BlogPostsQuerySchema,
  BlogSlugParamsSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import type { BlogSource } from "./blog-source.ts";

export async function blogRoutes(app: FastifyInstance, deps: { blog: BlogSource }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { config: { public: true } } as const;

  api.get(
    "/api/blog/posts",
    { ...open, schema: { querystring: BlogPostsQuerySchema, response: { 200: BlogPostPageSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return deps.blog.listPosts(request.query);
    },
  );

  api.get(
    "/api/blog/posts/:slug",
    { ...open, schema: { params: BlogSlugParamsSchema, response: { 200: BlogPostSchema } } },
    async (request, reply) => {
      const post = await deps.blog.findPost(request.params.slug);
      if (!post) throw notFound("There is no article at this address.");
      reply.header("cache-control", "public, max-age=300");
      return post;
    },
  );
}
