import { describe, expect, it } from "vitest";
import { setCalendarSize } from "../operations/set-calendar-size.ts";
import { setItemOptions } from "../operations/set-item-options.ts";
import { setLayout } from "../operations/set-layout.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist, LayoutId, Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import {
  MIN_LANDSCAPE_CELL_MM,
  MIN_MARK_GAP_MM,
  MIN_STAR_MM,
  MIN_TICK_MM,
  SPARE_ROWS,
  TYPE_SCALE,
} from "./geometry.ts";
import { listPrintedMarks } from "./mark-sizes.ts";
import { paginate } from "./paginate.ts";
import type { Pagination, Piece } from "./pagination-types.ts";

// The rules every printed page keeps (README "Rules every printed page must keep"), on the geometry.

const FORMATS: readonly PageFormat[] = ["a4", "letter"];
const LAYOUTS: readonly LayoutId[] = [1, 2, 3, 4, 5];
const preset = (type: (typeof TEMPLATE_TYPE_SLUGS)[number], start = "2026-03-10") =>
  createPreset(type, { start });

function findPieces(pagination: Pagination, blockId: string): Piece[] {
  return pagination.pages.flatMap((page) => page.pieces.filter((piece) => piece.blockId === blockId));
}

function withHabits(doc: Checklist, count: number): Checklist {
  const blocks = doc.blocks.map((block) => {
    if (block.kind !== "icon-field") return block;
    const rows = Array.from({ length: count }, (_, index) => ({
      id: `r${900 + index}`,
      text: `Habit number ${index + 1}`,
      cells: Array.from({ length: block.days }, () => 0),
    }));
    return { ...block, rows } satisfies IconFieldBlock;
  });
  return { ...doc, nextId: 1000, blocks };
}

describe("rule 2: rows are as tall as their own text", () => {
  it("keeps a short item on one line when items may be 200 characters long", () => {
    const doc = setItemOptions(preset("daily-checklist"), { maxlength: 200 });
    for (const format of FORMATS) {
      const pagination = paginate(doc, format);
      expect(pagination.pages, format).toHaveLength(1);
      const row = pagination.pages[0]?.pieces.flatMap((piece) => piece.rows).find((r) => r.type === "item");
      expect(row?.type === "item" && row.lines).toBe(1);
    }
  });
});

describe("rule 3: no wasted sheets", () => {
  it("prints the Monthly Calendar in size large on one page, every month, A4 and Letter", () => {
    for (let month = 1; month <= 12; month++) {
      const start = `2026-${String(month).padStart(2, "0")}-01`;
      const doc = setCalendarSize(createPreset("monthly-calendar", { start }), { size: "large" });
      for (const format of FORMATS) expect(paginate(doc, format).pages, `${start} ${format}`).toHaveLength(1);
    }
  });

  it("prints a 31-row habit tracker on Letter on one page or splits it evenly", () => {
    const doc = withHabits(preset("habit-tracker"), 31);
    const pagination = paginate(doc, "letter");
    const rows = findPieces(pagination, doc.blocks[0]?.id ?? "").map(
      (piece) => piece.rows.filter((row) => row.type === "icon-row").length,
    );
    if (rows.length > 1) expect(Math.min(...rows) / Math.max(...rows)).toBeGreaterThan(0.6);
    expect(rows.reduce((a, b) => a + b)).toBe(31);
  });
});

describe("rule 5: marks you can tick with a pen", () => {
  it("draws every mark at least 4.5 mm across (stars 5 mm), tracker marks 0.8 mm apart, in every layout", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      for (const layout of LAYOUTS) {
        const doc = setLayout(preset(type), { layout });
        for (const format of FORMATS) {
          for (const mark of listPrintedMarks(doc, paginate(doc, format))) {
            const least = mark.shape === "star" ? MIN_STAR_MM : MIN_TICK_MM;
            const name = `${type} layout ${layout} ${format} ${mark.kind} ${mark.shape}`;
            expect(mark.mm, name).toBeGreaterThanOrEqual(least);
            expect(mark.gapMm ?? MIN_MARK_GAP_MM, name).toBeGreaterThanOrEqual(MIN_MARK_GAP_MM);
          }
        }
      }
    }
  });
});

describe("rule 7: full-width blocks", () => {
  it("spans calendars and trackers over both columns of layout 2", () => {
    for (const type of ["habit-tracker", "mood-tracker", "monthly-calendar", "30-day-challenge"] as const) {
      const doc = setLayout(preset(type), { layout: 2 });
      const pagination = paginate(doc, "a4");
      const wide = doc.blocks.filter((block) => block.kind === "icon-field" || block.kind === "calendar");
      for (const block of wide) {
        for (const piece of findPieces(pagination, block.id)) expect(piece.width, type).toBe(717);
      }
    }
  });

  it("keeps a parent item and its sub-items in one column (Daily Checklist in Two columns)", () => {
    const doc = setLayout(preset("daily-checklist"), { layout: 2 });
    for (const format of FORMATS) {
      const pieces = paginate(doc, format).pages.flatMap((page) => page.pieces);
      const placeOf = (text: string) => {
        const id = doc.blocks.flatMap((b) => ("items" in b ? b.items : [])).find((i) => i.text === text)?.id;
        return pieces.findIndex((piece) =>
          piece.rows.some((row) => row.type === "item" && row.itemId === id),
        );
      };
      expect(placeOf("Bring the project notes"), format).toBe(placeOf("Prepare for the 2 pm meeting"));
    }
  });
});

describe("rule 9: continuation pages say what they are", () => {
  it("heads every page after the first with the title and 'page 2 of 3'", () => {
    const doc = withHabits(setLayout(preset("habit-tracker"), { layout: 1 }), 31);
    const long = { ...doc, blockPerPage: 1 };
    const pages = paginate(long, "a4").pages;
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]?.runningHead).toBeNull();
    expect(
      pages.slice(1).map((page) => page.runningHead && [page.runningHead.title, page.runningHead.label]),
    ).toEqual(pages.slice(1).map((page) => ["Habit Tracker", `page ${page.index + 1} of ${pages.length}`]));
  });
});

describe("rule 11: one type scale", () => {
  it("sets no text under 7 pt", () => {
    for (const type of Object.values(TYPE_SCALE)) expect(type.size * 0.75).toBeGreaterThanOrEqual(7);
  });
});

describe("rule 12: landscape, and room to write", () => {
  it("gives wide trackers cells of at least 5.5 mm in landscape, A4 and Letter", () => {
    const orientation: Orientation = "landscape";
    for (const type of ["habit-tracker", "mood-tracker"] as const) {
      for (const format of FORMATS) {
        const marks = listPrintedMarks(preset(type), paginate(preset(type), format, orientation));
        const trackers = marks.filter((mark) => mark.kind === "tracker");
        expect(trackers.length).toBeGreaterThan(0);
        for (const mark of trackers)
          expect(mark.cellMm, `${type} ${format}`).toBeGreaterThanOrEqual(MIN_LANDSCAPE_CELL_MM);
      }
    }
  });

  it("keeps at least two blank rows under each day's list of weekly and daily planners", () => {
    for (const type of ["weekly-to-do-list", "daily-checklist"] as const) {
      const doc = preset(type);
      for (const format of FORMATS) {
        const pagination = paginate(doc, format);
        for (const block of doc.blocks.filter((b) => b.kind === "interactive-list")) {
          const spare = findPieces(pagination, block.id).flatMap((piece) =>
            piece.rows.filter((r) => r.type === "spare"),
          );
          expect(spare.length, `${type} ${format} ${block.id}`).toBeGreaterThanOrEqual(SPARE_ROWS);
        }
      }
    }
  });
});
