import { describe, expect, it } from "vitest";
import { setPageFormat } from "../operations/set-page-format.ts";
import { parseChecklist } from "../parse/parse-checklist.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createLibraryDocument } from "../templates/library/library-template.ts";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import {
  getPageSize,
  getPrintScale,
  PAPER_MM,
  PX_PER_MM,
  SMALL_PAPER_ICON_ROW_MAX_HEIGHT,
  TICK_SIZE,
  toPrintedMm,
} from "./geometry.ts";
import { listPrintedMarks } from "./mark-sizes.ts";
import { getContentBox } from "./page-frame.ts";
import { paginate } from "./paginate.ts";
import { findSplitStarts } from "./small-paper-breaks.ts";

/** A PDF point is 1/72 in; a page's size in points must match its paper to half a point. */
const toPoints = (mm: number) => (mm / 25.4) * 72;

describe("A5 and US half-letter", () => {
  it("are 148x210 mm and 5.5x8.5 in, the halves of A4 and Letter printed at their scale, both ways", () => {
    expect(toPoints(PAPER_MM.a5.width)).toBeCloseTo(419.53, 1);
    expect(toPoints(PAPER_MM.a5.height)).toBeCloseTo(595.28, 1);
    expect(toPoints(PAPER_MM["half-letter"].width)).toBeCloseTo(396, 5);
    expect(toPoints(PAPER_MM["half-letter"].height)).toBeCloseTo(612, 5);
    for (const [format, big] of [
      ["a5", "a4"],
      ["half-letter", "letter"],
    ] as const) {
      const box = getPageSize(format);
      // The box printed at its big sheet's scale fills the paper's long side and fits its short one.
      expect(getPrintScale(format)).toBe(getPrintScale(big));
      expect(Math.abs(box.height * getPrintScale(format) - PAPER_MM[format].height * PX_PER_MM)).toBeLessThan(
        0.5,
      );
      expect(box.width * getPrintScale(format)).toBeLessThanOrEqual(PAPER_MM[format].width * PX_PER_MM);
      expect(box.width * getPrintScale(format)).toBeGreaterThan(PAPER_MM[format].width * PX_PER_MM - 1);
      // Turned, as wide as the big sheet upright.
      expect(getPageSize(format, "landscape")).toEqual({ width: box.height, height: box.width });
      expect(getPageSize(format, "landscape").width).toBe(getPageSize(big).width);
    }
  });

  it("keep the 40px margin and print a tick box at least 4.5 mm", () => {
    expect(getContentBox(getPageSize("a5"))).toEqual({ x: 40, y: 40, width: 481, height: 717 });
    expect(getContentBox(getPageSize("half-letter"))).toEqual({ x: 40, y: 40, width: 448, height: 736 });
    for (const format of ["a5", "half-letter"] as const)
      expect(toPrintedMm(TICK_SIZE, format)).toBeGreaterThanOrEqual(4.5);
  });

  it("are page formats a document keeps, and pagination lays pages out at their size", () => {
    const doc = setPageFormat(createPreset("daily-checklist", { start: "2026-03-01" }), { pageFormat: "a5" });
    expect(doc.pageFormat).toBe("a5");
    const parsed = parseChecklist({ ...doc, pageFormat: "half-letter" });
    expect(parsed.ok && parsed.checklist.pageFormat).toBe("half-letter");
    expect(parseChecklist({ ...doc, pageFormat: "a3" }).ok).toBe(false);
    const pagination = paginate(doc, "a5");
    expect(pagination).toMatchObject({ width: 561, height: 797 });
    for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
      expect(piece.x + piece.width).toBeLessThanOrEqual(561 - 40);
      expect(piece.y + piece.height).toBeLessThanOrEqual(797 - 40);
    }
    // The same items as on A4, over more pages.
    const items = (format: "a4" | "a5") =>
      paginate(doc, format).pages.flatMap((page) => page.pieces.flatMap((piece) => piece.rows)).length;
    expect(items("a5")).toBeGreaterThanOrEqual(items("a4"));
  });

  it("lay a month of habit days out in two bands, every mark 4.5 mm or more and 0.8 mm apart", () => {
    const doc = createPreset("habit-tracker", { start: "2026-03-01" });
    for (const format of ["a5", "half-letter"] as const) {
      const pagination = paginate(doc, format);
      const rows = pagination.pages.flatMap((page) => page.pieces.flatMap((piece) => piece.rows));
      const bands = rows.filter((row) => row.type === "day-columns").map((row) => [row.from, row.count]);
      expect(new Set(bands.map(String))).toEqual(new Set(["0,16", "16,15"]));
      const habit = rows.filter((row) => row.type === "icon-row" && row.index === 0);
      expect(habit.map((row) => row.type === "icon-row" && row.from)).toEqual([0, 16]);
      for (const mark of listPrintedMarks(doc, pagination)) {
        expect(mark.mm).toBeGreaterThanOrEqual(4.5);
        if (mark.gapMm !== null) expect(mark.gapMm).toBeGreaterThanOrEqual(0.8);
      }
    }
    // A4 keeps the month in one row.
    const a4 = paginate(doc, "a4").pages.flatMap((page) => page.pieces.flatMap((piece) => piece.rows));
    expect(a4.filter((row) => row.type === "day-columns").map((row) => row.count)).toEqual([31]);
  });

  it("turned, keep a month of habit days in one row as A4 and Letter upright do, and the print to two pages", () => {
    for (const slug of ["habit-tracker", "mood-and-sleep-tracker"]) {
      const design = TEMPLATE_LIBRARY.find((template) => template.slug === slug);
      if (!design) throw new Error(`${slug} is in the library`);
      const doc = createLibraryDocument(design, { start: "2026-03-10" });
      for (const format of ["a5", "half-letter"] as const) {
        const pagination = paginate(doc, format, "landscape");
        const rows = pagination.pages.flatMap((page) => page.pieces.flatMap((piece) => piece.rows));
        const bands = rows.filter((row) => row.type === "day-columns").map((row) => row.count);
        expect(new Set(bands), `${slug} on ${format}`).toEqual(new Set([31]));
        expect(pagination.pages.length, `${slug} on ${format}`).toBeLessThanOrEqual(2);
        for (const mark of listPrintedMarks(doc, pagination)) {
          expect(mark.mm).toBeGreaterThanOrEqual(4.5);
          if (mark.gapMm !== null) expect(mark.gapMm).toBeGreaterThanOrEqual(0.8);
        }
      }
    }
  });

  it("keep a month calendar whole in landscape: its rows shrink, and what follows starts page two", () => {
    for (const start of ["2026-03-01", "2026-08-01"]) {
      const doc = createPreset("monthly-calendar", { start });
      for (const format of ["a5", "half-letter"] as const) {
        const pagination = paginate(doc, format, "landscape");
        const pages = pagination.pages.map((page) => page.pieces);
        expect(findSplitStarts(pages), `${format} ${start}`).toEqual([]);
        const calendar = pages.flat().filter((piece) => piece.kind === "calendar");
        expect(calendar.map((piece) => piece.isContinuation)).toEqual([false]);
        // Still a calendar to write in: every week at least a centimetre tall.
        for (const row of calendar[0]?.rows ?? [])
          if (row.type === "calendar-row") expect(toPrintedMm(row.height, format)).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it("start page two with a whole block or a grid's next rows under its headings, never the rest of a list", () => {
    const design = TEMPLATE_LIBRARY.find((template) => template.slug === "30-day-reading-challenge");
    if (!design) throw new Error("the reading challenge is in the library");
    const table = paginate(createLibraryDocument(design), "a5").pages.map((page) => page.pieces);
    expect(table[1]?.[0]).toMatchObject({ kind: "table", isContinuation: true });
    expect(table[1]?.[0]?.rows[0]?.type).toBe("table-head");
    expect(findSplitStarts(table)).toEqual([]);

    const doc = createPreset("daily-checklist", { start: "2026-03-01" });
    const list = doc.blocks.find((block) => block.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("the daily checklist has a list");
    const items = Array.from({ length: 40 }, (_, index) => ({
      id: `i${900 + index}`,
      text: `Errand ${index + 1}`,
      isChecked: false,
      depth: 1 as const,
    }));
    const long = {
      ...doc,
      nextId: 2000,
      blocks: doc.blocks.map((block) => (block === list ? { ...list, items } : block)),
    };
    const pages = paginate(long, "a5").pages.map((page) => page.pieces);
    expect(pages[1]?.[0]).toMatchObject({ blockId: list.id, isContinuation: true });
    expect(findSplitStarts(pages)).toEqual([1]);
  });

  it("give a last page a list or a notes area to fill it, not a one-answer prompt alone", () => {
    for (const [slug, format, orientation] of [
      ["five-minute-gratitude-journal", "half-letter", "landscape"],
      ["mood-tracker", "half-letter", "portrait"],
      ["daily-cleaning-checklist", "a5", "landscape"],
    ] as const) {
      const design = TEMPLATE_LIBRARY.find((template) => template.slug === slug);
      if (!design) throw new Error(`${slug} is in the library`);
      const doc = createLibraryDocument(design);
      const pages = paginate(doc, format, orientation).pages;
      expect(pages, slug).toHaveLength(2);
      const kinds = (pages[1]?.pieces ?? []).map((piece) =>
        doc.blocks.find((block) => block.id === piece.blockId),
      );
      const takers = kinds.filter(
        (block) =>
          block?.kind === "interactive-list" ||
          block?.kind === "list" ||
          (block && "lines" in block && block.lines > 2),
      );
      expect(takers.length, `${slug} ${format} ${orientation}`).toBeGreaterThan(0);
      expect(findSplitStarts(pages.map((page) => page.pieces))).toEqual([]);
    }
  });

  it("share a month of table rows evenly over the two pages, both filled", () => {
    const design = TEMPLATE_LIBRARY.find((template) => template.slug === "30-day-reading-challenge");
    if (!design) throw new Error("the reading challenge is in the library");
    for (const format of ["a5", "half-letter"] as const) {
      const pagination = paginate(createLibraryDocument(design, { start: "2026-03-10" }), format);
      const rows = pagination.pages.map(
        (page) => page.pieces.flatMap((piece) => piece.rows).filter((row) => row.type === "table-row").length,
      );
      expect(rows, format).toHaveLength(2);
      expect(Math.abs((rows[0] ?? 0) - (rows[1] ?? 0)), `${format} ${rows}`).toBeLessThanOrEqual(2);
      for (const page of pagination.pages) {
        const bottom = Math.max(...page.pieces.map((piece) => piece.y + piece.height));
        expect(page.flow.y + page.flow.height - bottom, format).toBeLessThan(0.1 * page.flow.height);
      }
    }
  });

  it("end a notes area closing a page at the page's foot, the part of a line left going above it", () => {
    for (const slug of ["week-at-a-glance", "weekly-habits-and-appointments"]) {
      const design = TEMPLATE_LIBRARY.find((template) => template.slug === slug);
      if (!design) throw new Error(`${slug} is in the library`);
      const doc = createLibraryDocument(design, { start: "2026-03-10" });
      const last = paginate(doc, "a5", "landscape").pages.at(-1);
      const notes = last?.pieces.at(-1);
      if (!last || !notes) throw new Error("a last page with pieces");
      expect(notes.kind, slug).toMatch(/text-field$/);
      expect(notes.y + notes.height, slug).toBe(last.flow.y + last.flow.height);
    }
  });

  it("share a page's spare room among all its trackers, not the last alone", () => {
    const design = TEMPLATE_LIBRARY.find((template) => template.slug === "mood-and-sleep-tracker");
    if (!design) throw new Error("mood-and-sleep-tracker is in the library");
    const doc = createLibraryDocument(design, { start: "2026-03-10" });
    const [first] = paginate(doc, "a5").pages;
    const trackers = first?.pieces.filter((piece) => piece.kind === "icon-field") ?? [];
    expect(trackers).toHaveLength(2);
    // Mood and sleep each have one row a band: both grow to the small page's tallest row.
    for (const tracker of trackers) {
      const heights = tracker.rows.filter((row) => row.type === "icon-row").map((row) => row.height);
      expect(heights.length).toBeGreaterThan(0);
      for (const height of heights) expect(height).toBe(SMALL_PAPER_ICON_ROW_MAX_HEIGHT);
    }
  });

  it("space a tracker's rows further when it stands alone on a small page, so the page fills", () => {
    for (const [slug, format, orientation] of [
      ["fitness-habit-tracker", "half-letter", "portrait"],
      ["fitness-habit-tracker", "a5", "landscape"],
    ] as const) {
      const design = TEMPLATE_LIBRARY.find((template) => template.slug === slug);
      if (!design) throw new Error(`${slug} is in the library`);
      const doc = createLibraryDocument(design, { start: "2026-03-10" });
      const [first] = paginate(doc, format, orientation).pages;
      if (!first) throw new Error("a first page");
      expect(first.pieces.map((piece) => piece.kind)).toEqual(["icon-field"]);
      const bottom = Math.max(...first.pieces.map((piece) => piece.y + piece.height));
      expect(first.flow.y + first.flow.height - bottom, slug).toBeLessThan(0.12 * first.flow.height);
    }
  });
});
