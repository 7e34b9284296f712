import { SectionHeading } from "./section-heading.tsx";
import { TESTIMONIALS } from "./testimonials.ts";

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Loved by list makers"
        title="People who get things done"
      />
      <ul className="mt-2.5 grid gap-1.5 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col gap-1.5 rounded-3xl border border-line bg-white p-1.5 shadow-soft md:p-2">
              <div aria-hidden="true" className="flex gap-0.3 text-sun">
                {"★★★★★"}
              </div>
              <blockquote className="flex-1 text-lg leading-relaxed text-ink">
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="flex items-center gap-0.75">
                <span
                  aria-hidden="true"
                  className={`grid size-2.5 place-items-center rounded-full ${testimonial.color} font-medium text-white`}
                >
                  {testimonial.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-medium text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
