import type { AdminTestimonial, Testimonial } from "@listful/contracts";
import type { TestimonialRow } from "@listful/db";
import { NotFoundError } from "../../domain-errors.ts";
import type { TestimonialRepository } from "./testimonials.repository.ts";

export type TestimonialService = ReturnType<typeof createTestimonialService>;

type Values = Omit<AdminTestimonial, "id">;

function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    quote: row.quote,
    rating: row.rating,
    photo: row.photo,
    isExample: row.isExample,
  };
}

function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return { ...toTestimonial(row), isHidden: row.isHidden, orderBy: row.orderBy };
}

/** What people say of Listful: the pages show the ones not hidden, and admins curate them all. */
export function createTestimonialService(deps: { testimonialRepository: TestimonialRepository }) {
  return {
    async listShown(): Promise<Testimonial[]> {
      return (await deps.testimonialRepository.listShown()).map(toTestimonial);
    },
    async listAll(): Promise<AdminTestimonial[]> {
      return (await deps.testimonialRepository.listAll()).map(toAdminTestimonial);
    },
    async create(values: Values): Promise<AdminTestimonial> {
      return toAdminTestimonial(await deps.testimonialRepository.create(values));
    },
    async update(id: number, values: Values): Promise<AdminTestimonial> {
      const row = await deps.testimonialRepository.update(id, values);
      if (!row) throw new NotFoundError("This testimonial does not exist.");
      return toAdminTestimonial(row);
    },
  };
}
