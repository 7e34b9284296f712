import { type AdminTestimonial, TestimonialBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { announce, type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";

const FIELDS = ["id", "name", "role", "quote", "rating", "photo", "orderBy"] as const;

/** Adds a testimonial (no id) or saves an edited one: its words, rating, photo, order and whether it shows. */
async function saveTestimonial(formData: FormData): Promise<FormResult<AdminTestimonial>> {
  const { id, photo, ...values } = readFormValues(formData, FIELDS);
  const body = {
    ...values,
    photo: photo.trim() || null,
    isHidden: formData.get("isHidden") === "on",
    isExample: formData.get("isExample") === "on",
  };
  const outcome = await submitValidated(TestimonialBodySchema, body, (valid) =>
    id
      ? api.request("PUT /api/admin/testimonials/:id", { params: { id }, body: valid })
      : api.request("POST /api/admin/testimonials", { body: valid }),
  );
  return announce(outcome, id ? "Testimonial saved." : "Testimonial added.");
}

export const TESTIMONIAL_INTENTS = { "save-testimonial": saveTestimonial };
