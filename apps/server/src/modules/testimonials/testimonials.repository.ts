import type { AdminTestimonial, Testimonial } from "@listful/contracts";
import { asc, type Database, eq, type TestimonialRow, testimonials } from "@listful/db";

export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>;

type Values = Omit<AdminTestimonial, "id">;

function toPublic(row: TestimonialRow): Testimonial {
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

function toAdmin(row: TestimonialRow): AdminTestimonial {
  return { ...toPublic(row), isHidden: row.isHidden, orderBy: row.orderBy };
}

export function createTestimonialRepository(db: Database) {
  const ordered = [asc(testimonials.orderBy), asc(testimonials.id)];
  return {
    /** What pages show: the ones not hidden, in the admins' order. */
    async listShown(): Promise<Testimonial[]> {
      const rows = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.isHidden, false))
        .orderBy(...ordered);
      return rows.map(toPublic);
    },
    async listAll(): Promise<AdminTestimonial[]> {
      return (
        await db
          .select()
          .from(testimonials)
          .orderBy(...ordered)
      ).map(toAdmin);
    },
    async create(values: Values): Promise<AdminTestimonial> {
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error("The testimonial was not saved.");
      return toAdmin(row);
    },
    async update(id: number, values: Values): Promise<AdminTestimonial | undefined> {
      const [row] = await db
        .update(testimonials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      return row ? toAdmin(row) : undefined;
    },
  };
}
