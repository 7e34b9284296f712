import type { AdminTestimonial } from "@listful/contracts";
import { asc, type Database, eq, type TestimonialRow, testimonials } from "@listful/db";

export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>;

type Values = Omit<AdminTestimonial, "id">;

export function createTestimonialRepository(db: Database) {
  const ordered = [asc(testimonials.orderBy), asc(testimonials.id)];
  return {
    /** The ones not hidden, in the admins' order. */
    listShown(): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.isHidden, false))
        .orderBy(...ordered);
    },
    listAll(): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .orderBy(...ordered);
    },
    async create(values: Values): Promise<TestimonialRow> {
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error("The testimonial was not saved.");
      return row;
    },
    async update(id: number, values: Values): Promise<TestimonialRow | undefined> {
      const [row] = await db
        .update(testimonials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      return row;
    },
  };
}
