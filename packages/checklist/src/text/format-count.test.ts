import { describe, expect, it } from "vitest";
import { formatCount, pluralForm } from "./format-count.ts";

const CHECKLIST = { one: "checklist", other: "checklists" };

describe("formatCount", () => {
  it("puts the singular with one and the plural with every other count", () => {
    expect(formatCount(1, CHECKLIST)).toBe("1 checklist");
    expect(formatCount(0, CHECKLIST)).toBe("0 checklists");
    expect(formatCount(2, CHECKLIST)).toBe("2 checklists");
    expect(formatCount(21, CHECKLIST)).toBe("21 checklists");
    expect(formatCount(1.5, CHECKLIST)).toBe("1.5 checklists");
  });

  it("chooses between whole phrases where the verb agrees too", () => {
    expect(pluralForm(1, { one: "text is", other: "texts are" })).toBe("text is");
    expect(pluralForm(3, { one: "text is", other: "texts are" })).toBe("texts are");
  });
});
