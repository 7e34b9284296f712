import type { Testimonial } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { reviewStructuredData } from "./review-data.ts";

const base: Testimonial = {
  id: 1,
  name: "Ana",
  role: "",
  quote: "Lovely.",
  rating: 5,
  photo: null,
  isExample: false,
};

describe("reviewStructuredData", () => {
  it("describes only the real testimonials as reviews", () => {
    const json = reviewStructuredData([base, { ...base, id: 2, name: "Example person", isExample: true }]);
    const data = JSON.parse(json ?? "{}");
    expect(data.review).toHaveLength(1);
    expect(data.review[0]).toMatchObject({ author: { name: "Ana" }, reviewRating: { ratingValue: 5 } });
  });

  it("gives nothing when every testimonial is an example", () => {
    expect(reviewStructuredData([{ ...base, isExample: true }])).toBeNull();
  });

  it("cannot close its script element", () => {
    const json = reviewStructuredData([{ ...base, quote: "</script><script>alert(1)</script>" }]);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json ?? "{}").review[0].reviewBody).toBe("</script><script>alert(1)</script>");
  });
});
