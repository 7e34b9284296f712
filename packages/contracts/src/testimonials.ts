import { z } from "zod";

/** A testimonial as pages show it. `isExample` ones are the seed's examples, never marked up as reviews. */
export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  rating: z.number().int().min(1).max(5),
  photo: z.string().nullable(),
  isExample: z.boolean(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialListSchema = z.array(TestimonialSchema);

/** As admins manage it: also whether it is hidden and where it stands. */
export const AdminTestimonialSchema = TestimonialSchema.extend({
  isHidden: z.boolean(),
  orderBy: z.number().int(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;
export const AdminTestimonialListSchema = z.array(AdminTestimonialSchema);

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

export const TestimonialBodySchema = z.object({
  name: text(80, "Enter the person's name."),
  role: z.string().trim().max(120).default(""),
  quote: text(600, "Enter what they said."),
  rating: z.coerce.number().int().min(1, "Rate from 1 to 5.").max(5, "Rate from 1 to 5.").default(5),
  photo: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, "A photo is an https:// address or a path on this site.")
    .nullable()
    .default(null),
  isExample: z.boolean().default(false),
  isHidden: z.boolean().default(false),
  orderBy: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TestimonialBody = z.input<typeof TestimonialBodySchema>;

/** A path carries text; a caller may hand the id over as the number it is. */
export const TestimonialIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().positive().max(2_147_483_647),
});
