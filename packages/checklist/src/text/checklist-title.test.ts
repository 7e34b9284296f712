import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { checklistFileName, checklistTitle, FILE_NAME_SLUG_MAX } from "./checklist-title.ts";

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

function titled(text: string, headline = ""): Checklist {
  const doc = createChecklist();
  return { ...doc, title: { ...doc.title, text }, headline };
}

describe("checklistFileName", () => {
  it("makes a plain file name from the title", () => {
    expect(checklistFileName(titled("My March habits"), "pdf")).toBe("my-march-habits.pdf");
    expect(checklistFileName(titled("  Café notes 2026! "), "listful.json")).toBe(
      "cafe-notes-2026.listful.json",
    );
  });

  it("names the checklist as lists do when the title is empty, and falls back when nothing is left", () => {
    expect(checklistFileName(titled("", "March 2025"), "pdf")).toBe("march-2025.pdf");
    expect(checklistFileName(titled(""), "pdf")).toBe("untitled-checklist.pdf");
    expect(checklistFileName(titled("???"), "pdf")).toBe("checklist.pdf");
  });

  it("gives a long title one name whatever the file type, cut short and never ending in a hyphen", () => {
    // A headline stands in for an empty title, and may be longer than a title.
    const doc = titled("", `${"Weekly plan ".repeat(7)}end`);
    const pdf = checklistFileName(doc, "pdf");
    const json = checklistFileName(doc, "listful.json");
    expect(pdf.replace(/\.pdf$/, "")).toBe(json.replace(/\.listful\.json$/, ""));
    const slug = pdf.replace(/\.pdf$/, "");
    expect(slug.length).toBeLessThanOrEqual(FILE_NAME_SLUG_MAX);
    expect(slug).toMatch(/^weekly-plan-weekly-plan-.*[a-z]$/);
  });
});
