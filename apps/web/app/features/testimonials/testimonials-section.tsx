import type { Testimonial } from "@listful/contracts";
import { useRootData } from "../../lib/root-data.ts";
import { SectionHeading } from "../home/section-heading.tsx";
import { reviewStructuredData } from "./review-data.ts";

const AVATAR_COLORS = ["bg-coral", "bg-primary-600", "bg-mint"] as const;

/**
 * What people say, for the home page and the landing pages (with `loadTestimonials`). Left out when there is
 * none; Review structured data only for real testimonials, never the examples.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { nonce } = useRootData();
  if (testimonials.length === 0) return null;
  const reviews = reviewStructuredData(testimonials);
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Loved by list makers"
        title="People who get things done"
      />
      <ul className="mt-2.5 grid gap-1.5 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col gap-1.5 rounded-3xl border border-line bg-white p-1.5 shadow-soft md:p-2">
              <div
                role="img"
                aria-label={`Rated ${testimonial.rating} out of 5`}
                className="flex gap-0.3 text-sun"
              >
                {"★".repeat(testimonial.rating)}
              </div>
              <blockquote className="flex-1 text-lg leading-relaxed text-ink">
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="flex items-center gap-0.75">
                {testimonial.photo ? (
                  <img
                    src={testimonial.photo}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-2.5 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`grid size-2.5 place-items-center rounded-full ${AVATAR_COLORS[index % AVATAR_COLORS.length]} font-medium text-white`}
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                )}
                <span>
                  <span className="block font-medium text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {reviews ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it cannot end the element.
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: reviews }} />
      ) : null}
    </section>
  );
}
