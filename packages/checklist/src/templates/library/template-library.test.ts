import { describe, expect, it } from "vitest";
import { paginate } from "../../pagination/paginate.ts";
import { parseChecklist } from "../../parse/parse-checklist.ts";
import { resolvePresetContext } from "../preset-builder.ts";
import { TEMPLATE_TYPE_SLUGS } from "../template-types.ts";
import { TEMPLATE_LIBRARY } from "./template-library.ts";

const context = resolvePresetContext({ start: "2026-03-10" });

describe("the template library", () => {
  it("has at least 45 designs, at least five of every type, each slug once", () => {
    expect(TEMPLATE_LIBRARY.length).toBeGreaterThanOrEqual(45);
    for (const type of TEMPLATE_TYPE_SLUGS) {
      expect(TEMPLATE_LIBRARY.filter((design) => design.type === type).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(TEMPLATE_LIBRARY.map((design) => design.slug)).size).toBe(TEMPLATE_LIBRARY.length);
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

  it("differs design by design: no two share palette, layout, header and orientation", () => {
    const looks = TEMPLATE_LIBRARY.map((design) => {
      const doc = design.create(context);
      return `${design.type} ${doc.design.palette} ${doc.layout} ${doc.header.style} ${doc.orientation}`;
    });
    expect(new Set(looks).size).toBe(looks.length);
  });
});
