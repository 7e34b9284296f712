import { describe, expect, it } from "vitest";
import { findTemplateType, TEMPLATE_TYPE_SLUGS, TEMPLATE_TYPES } from "./template-types.ts";

describe("template types", () => {
  it("lists the nine types", () => {
    expect(TEMPLATE_TYPES.map((type) => type.slug)).toEqual([...TEMPLATE_TYPE_SLUGS]);
    for (const type of TEMPLATE_TYPES) {
      expect(type.title.length).toBeGreaterThan(5);
      expect(type.description.length).toBeGreaterThan(20);
    }
  });

  it("finds a type by slug", () => {
    expect(findTemplateType("habit-tracker")?.title).toBe("Habit Tracker");
    expect(findTemplateType("nope")).toBeUndefined();
  });
});
