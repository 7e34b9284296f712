import { TEMPLATE_SLUG_PATTERN } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { slugify } from "./read-image-file.ts";

describe("a template's slug from its title", () => {
  it("keeps letters and digits between single hyphens, accents dropped", () => {
    expect(slugify("  Café  Habit Tracker — 2026! ")).toBe("cafe-habit-tracker-2026");
    expect(TEMPLATE_SLUG_PATTERN.test(slugify("Weekly   to-do   list"))).toBe(true);
  });

  it("never ends on a hyphen when cut to length", () => {
    const slug = slugify(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});
