import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  AdminTestimonialListSchema,
  AdminTestimonialSchema,
  TestimonialBodySchema,
  TestimonialIdParamsSchema,
  TestimonialListSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import type { TestimonialRepository } from "./testimonials.repository.ts";

export async function testimonialRoutes(app: FastifyInstance, deps: { testimonials: TestimonialRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { admin: true } } as const;

  api.get(
    "/api/testimonials",
    { config: { public: true }, schema: { response: { 200: TestimonialListSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return deps.testimonials.listShown();
    },
  );

  api.get(
    "/api/admin/testimonials",
    { ...admin, schema: { response: { 200: AdminTestimonialListSchema } } },
    () => deps.testimonials.listAll(),
  );

  api.post(
    "/api/admin/testimonials",
    { ...admin, schema: { body: TestimonialBodySchema, response: { 200: AdminTestimonialSchema } } },
    (request) => deps.testimonials.create(request.body),
  );

  api.put(
    "/api/admin/testimonials/:id",
    {
      ...admin,
      schema: {
        params: TestimonialIdParamsSchema,
        body: TestimonialBodySchema,
        response: { 200: AdminTestimonialSchema },
      },
    },
    async (request) => {
      const updated = await deps.testimonials.update(request.params.id, request.body);
      if (!updated) throw notFound("This testimonial does not exist.");
      return updated;
    },
  );
}
