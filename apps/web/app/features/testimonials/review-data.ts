import type { Testimonial } from "@listful/contracts";

/**
 * schema.org Review data for the testimonials real people gave: the examples are left out, and with no real
 * one there is nothing (null), so an example is never offered to search engines as a review.
 */
export function reviewStructuredData(testimonials: readonly Testimonial[]): string | null {
  const real = testimonials.filter((testimonial) => !testimonial.isExample);
  if (real.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: "Listful",
    applicationCategory: "ProductivityApplication",
    operatingSystem: "Web",
    review: real.map((testimonial) => ({
      "@type": "Review",
      author: { "@type": "Person", name: testimonial.name },
      reviewBody: testimonial.quote,
      reviewRating: { "@type": "Rating", ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 },
    })),
  };
  // Inside a <script> element "</script>" would end it: "<" is written as its JSON escape.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
