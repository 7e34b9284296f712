import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { checklistTitle } from "./checklist-title.ts";

describe("checklistTitle", () => {
  const doc = createChecklist();

  it("uses the title, then the headline, then a fallback", () => {
    expect(checklistTitle(doc)).toBe("My Title");
    expect(checklistTitle({ ...doc, title: { ...doc.title, text: "  Packing  " } })).toBe("Packing");
    expect(checklistTitle({ ...doc, title: { ...doc.title, text: " " }, headline: "March 2025" })).toBe(
      "March 2025",
    );
    expect(checklistTitle({ ...doc, title: { ...doc.title, text: "" } })).toBe("Untitled checklist");
  });
});
