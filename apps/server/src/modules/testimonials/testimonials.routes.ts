import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import type { TestimonialRepository } from "./testimonials.repository.ts";

export async function testimonialRoutes(app: FastifyInstance, deps: { testimonials: TestimonialRepository }) {
  const admin = { config: { admin: true } } as const;

  endpoint(app, "GET /api/testimonials", { config: { public: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return deps.testimonials.listShown();
  });

  endpoint(app, "GET /api/admin/testimonials", admin, () => deps.testimonials.listAll());

  endpoint(app, "POST /api/admin/testimonials", admin, (request) => deps.testimonials.create(request.body));

  endpoint(app, "PUT /api/admin/testimonials/:id", admin, async (request) => {
    const updated = await deps.testimonials.update(request.params.id, request.body);
    if (!updated) throw notFound("This testimonial does not exist.");
    return updated;
  });
}
