import type { AdminTestimonial } from "@listful/contracts";
import { PageBanner } from "../blog/page-banner.tsx";
import { TestimonialForm } from "./testimonial-form.tsx";

/** /admin/testimonials: every testimonial, hidden ones too, each editable, and a form to add one. */
export function AdminTestimonialsPage({ testimonials }: { testimonials: readonly AdminTestimonial[] }) {
  return (
    <>
      <PageBanner eyebrow="Admin" title="Testimonials">
        <p className="mt-1 text-ink-soft">
          Shown on the home page and the landing pages in this order, lowest first. Hidden ones are not shown;
          examples are never offered to search engines as reviews.
        </p>
      </PageBanner>
      <div className="mx-auto grid max-w-60 gap-2 px-1 pb-4">
        <section aria-labelledby="new-testimonial" className="grid gap-1">
          <h2 id="new-testimonial" className="text-xl font-medium text-ink">
            Add a testimonial
          </h2>
          <TestimonialForm />
        </section>
        <section aria-labelledby="all-testimonials" className="grid gap-1">
          <h2 id="all-testimonials" className="text-xl font-medium text-ink">
            All testimonials ({testimonials.length})
          </h2>
          {testimonials.map((testimonial) => (
            <TestimonialForm key={testimonial.id} testimonial={testimonial} />
          ))}
        </section>
      </div>
    </>
  );
}
