import { describe, expect, it } from "vitest";
import { getLayout } from "../../layouts.ts";
import { paginate } from "../../pagination/paginate.ts";
import { parseChecklist } from "../../parse/parse-checklist.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import { resolvePresetContext } from "../preset-builder.ts";
import { TEMPLATE_TYPE_SLUGS } from "../template-types.ts";
import { TEMPLATE_LIBRARY } from "./template-library.ts";

const context = resolvePresetContext({ start: "2026-03-10" });

/**
 * What kind of sheet a design is, by its blocks and their arrangement (not its colours, fonts or orientation):
 * the first of these that applies names it.
 */
function layoutFamily(doc: Checklist): string {
  const blocks = doc.blocks;
  const iconFields = blocks.filter((block) => block.kind === "icon-field");
  if (doc.layout === 6) return "week across";
  if (blocks.some((block) => block.kind === "calendar"))
    return doc.calendar.miniMonths ? "calendar with months and notes" : "calendar";
  if (iconFields.some((block) => block.grid === "year")) return "year grid";
  if (iconFields.some((block) => block.goal)) return "grid with goals";
  if (iconFields.length > 0) return "grid";
  const table = blocks.find((block) => block.kind === "table");
  if (table) return `table of ${table.rowLabels}`;
  if (
    blocks.some(
      (block) =>
        (block.kind === "text-field" || block.kind === "interactive-text-field") && block.style === "box",
    )
  )
    return "drawing box";
  const hasLists = blocks.some((block) => block.kind === "list" || block.kind === "interactive-list");
  if (hasLists) return getLayout(doc.layout).columns === 2 ? "lists in columns" : "lists";
  return "prompts";
}

describe("the template library", () => {
  it("has at least 63 designs, at least seven of every type, each slug once", () => {
    expect(TEMPLATE_LIBRARY.length).toBeGreaterThanOrEqual(63);
    for (const type of TEMPLATE_TYPE_SLUGS) {
      expect(TEMPLATE_LIBRARY.filter((design) => design.type === type).length, type).toBeGreaterThanOrEqual(
        7,
      );
    }
    expect(new Set(TEMPLATE_LIBRARY.map((design) => design.slug)).size).toBe(TEMPLATE_LIBRARY.length);
  });

  it("offers at least three layout families of every type, not recolours of one", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      const families = TEMPLATE_LIBRARY.filter((design) => design.type === type).map((design) =>
        layoutFamily(design.create(context)),
      );
      expect(new Set(families).size, `${type}: ${families.join(", ")}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps the first catalogue's designs first, so their ids stay and template 1 is the daily checklist", () => {
    expect(TEMPLATE_LIBRARY.slice(0, 9).map((design) => design.slug)).toEqual([
      "daily-checklist",
      "habit-tracker",
      "weekly-to-do-list",
      "monthly-calendar",
      "gratitude-journal",
      "30-day-challenge",
      "self-care-checklist",
      "mood-tracker",
      "cute-checklist",
    ]);
  });

  it.each(TEMPLATE_LIBRARY.map((design) => [design.slug, design] as const))(
    "%s is a valid document that prints on one page of A4 and of Letter",
    (_slug, design) => {
      const doc = design.create(context);
      expect(parseChecklist(doc).ok).toBe(true);
      for (const format of ["a4", "letter"] as const) {
        expect(paginate(doc, format).pages.length).toBe(1);
      }
    },
  );

  it("draws a field that asks to draw, doodle, sketch, stick or paste as a box, not as ruled lines", () => {
    const asksForPicture = /\b(draw|doodle|sketch|stick|paste)/i;
    const ruled = TEMPLATE_LIBRARY.flatMap((design) =>
      design
        .create(context)
        .blocks.filter((block) => block.kind === "text-field" || block.kind === "interactive-text-field")
        .filter((field) => asksForPicture.test(field.label) && field.style !== "box")
        .map((field) => `${design.slug}: "${field.label}"`),
    );
    expect(ruled).toEqual([]);
  });

  it("differs design by design: no two share palette, layout, header and orientation", () => {
    const looks = TEMPLATE_LIBRARY.map((design) => {
      const doc = design.create(context);
      return `${design.type} ${doc.design.palette} ${doc.layout} ${doc.header.style} ${doc.orientation}`;
    });
    expect(new Set(looks).size).toBe(looks.length);
  });
});
