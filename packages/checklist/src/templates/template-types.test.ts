import { describe, expect, it } from "vitest";
import { findTemplateType, TEMPLATE_TYPE_SLUGS, TEMPLATE_TYPES } from "./template-types.ts";

describe("template types", () => {
  it("lists the nine types with their landing pages", () => {
    expect(TEMPLATE_TYPES.map((type) => type.slug)).toEqual([...TEMPLATE_TYPE_SLUGS]);
    expect(TEMPLATE_TYPES.map((type) => type.path)).toEqual([
      "/30-day-challenge-template",
      "/cute-checklist-template",
      "/daily-checklist-template",
      "/gratitude-journal-template",
      "/habit-tracker-template",
      "/monthly-calendar-template",
      "/mood-tracker-template",
      "/self-care-checklist-template",
      "/weekly-to-do-list-template",
    ]);
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
