import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import type { BlogSource } from "./blog-source.ts";

export async function blogRoutes(app: FastifyInstance, deps: { blog: BlogSource }) {
  const open = { config: { public: true } } as const;

  endpoint(app, "GET /api/blog/posts", open, async (request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return deps.blog.listPosts(request.query);
  });

  endpoint(app, "GET /api/blog/posts/:slug", open, async (request, reply) => {
    const post = await deps.blog.findPost(request.params.slug);
    if (!post) throw notFound("There is no article at this address.");
    reply.header("cache-control", "public, max-age=300");
    return post;
  });
}
