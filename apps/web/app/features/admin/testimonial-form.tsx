import type { AdminTestimonial } from "@listful/contracts";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/form-action.ts";
import { Button } from "../../ui/button.tsx";
import { TextAreaField, TextField } from "../../ui/field.tsx";

/** One testimonial's form (a new one without `testimonial`), saved through the route's action. */
export function TestimonialForm({ testimonial }: { testimonial?: AdminTestimonial }) {
  const fetcher = useFetcher<FormResult<AdminTestimonial>>();
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const key = testimonial ? `testimonial-${testimonial.id}` : "new-testimonial";
  return (
    <fetcher.Form
      method="post"
      aria-label={testimonial ? `Testimonial by ${testimonial.name}` : "New testimonial"}
      className="grid gap-1 rounded-2xl border border-line bg-white p-1.5 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value="save-testimonial" />
      <input type="hidden" name="id" value={testimonial?.id ?? ""} />
      <TextField
        label="Name"
        name="name"
        defaultValue={testimonial?.name}
        error={errors.name}
        required
        maxLength={80}
      />
      <TextField
        label="Role or context"
        name="role"
        defaultValue={testimonial?.role}
        error={errors.role}
        maxLength={120}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Quote"
          name="quote"
          defaultValue={testimonial?.quote}
          error={errors.quote}
          required
          maxLength={600}
          rows={3}
        />
      </div>
      <TextField
        label="Rating (1 to 5)"
        name="rating"
        type="number"
        min={1}
        max={5}
        defaultValue={testimonial?.rating ?? 5}
        error={errors.rating}
      />
      <TextField
        label="Order"
        name="orderBy"
        type="number"
        min={0}
        defaultValue={testimonial?.orderBy ?? 0}
        error={errors.orderBy}
      />
      <div className="md:col-span-2">
        <TextField
          label="Photo address (optional)"
          name="photo"
          defaultValue={testimonial?.photo ?? ""}
          error={errors.photo}
          hint="An https:// address or a path on this site."
        />
      </div>
      <label className="flex items-center gap-0.5 text-ink">
        <input
          type="checkbox"
          name="isHidden"
          defaultChecked={testimonial?.isHidden ?? false}
          id={`${key}-hidden`}
        />
        Hidden
      </label>
      <label className="flex items-center gap-0.5 text-ink">
        <input
          type="checkbox"
          name="isExample"
          defaultChecked={testimonial?.isExample ?? false}
          id={`${key}-example`}
        />
        An example, not a real person's words
      </label>
      <div className="md:col-span-2">
        <Button type="submit" pending={fetcher.state !== "idle"}>
          {testimonial ? "Save" : "Add testimonial"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
