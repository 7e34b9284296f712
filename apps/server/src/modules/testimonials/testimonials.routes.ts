import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { TestimonialService } from "./testimonials.service.ts";

export async function testimonialRoutes(app: FastifyInstance, deps: { testimonials: TestimonialService }) {
  const admin = { config: { admin: true } } as const;

  endpoint(app, "GET /api/testimonials", { config: { public: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return deps.testimonials.listShown();
  });

  endpoint(app, "GET /api/admin/testimonials", admin, () => deps.testimonials.listAll());

  endpoint(app, "POST /api/admin/testimonials", admin, (request) => deps.testimonials.create(request.body));

  endpoint(app, "PUT /api/admin/testimonials/:id", admin, (request) =>
    deps.testimonials.update(request.params.id, request.body),
  );
}
