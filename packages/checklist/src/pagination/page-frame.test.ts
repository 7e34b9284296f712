import { describe, expect, it } from "vitest";
import { BACKGROUNDS } from "../backgrounds.ts";
import { createChecklist } from "../model/create-checklist.ts";
import { createPreset } from "../templates/create-preset.ts";
import {
  DECORATED_PAGE_MARGIN,
  DECORATION_BAND,
  DECORATION_CLEARANCE_MM,
  getPageSize,
  PAGE_MARGIN,
  PRINTABLE_INSET,
  toPrintedMm,
} from "./geometry.ts";
import {
  fitTitle,
  getContentBox,
  getFlowBox,
  getPageMargin,
  layoutFooter,
  layoutHeader,
} from "./page-frame.ts";
import { paginate } from "./paginate.ts";

describe("page frame", () => {
  const doc = createChecklist();
  const a4 = getContentBox(getPageSize("a4"));

  it("keeps a 40px margin on every side, in both orientations", () => {
    expect(a4).toEqual({ x: 40, y: 40, width: 717, height: 1047 });
    expect(getContentBox(getPageSize("letter"))).toEqual({ x: 40, y: 40, width: 736, height: 976 });
    expect(getContentBox(getPageSize("a4", "landscape"))).toEqual({ x: 40, y: 40, width: 1047, height: 717 });
  });

  it("keeps a page that shows a decoration clear of it: 6 mm beyond the decoration's band on any paper", () => {
    const shown = (backgroundId: number) => ({ ...doc.design, showBackground: true, backgroundId });
    const stars = BACKGROUNDS.find((background) => background.slug === "stars");
    const dots = BACKGROUNDS.find((background) => background.slug === "dots");
    expect(getPageMargin(shown(stars?.id ?? 0))).toBe(DECORATED_PAGE_MARGIN);
    expect(getPageMargin({ ...shown(stars?.id ?? 0), showBackground: false })).toBe(PAGE_MARGIN);
    // Paper lies under the content, to write on.
    expect(getPageMargin(shown(dots?.id ?? 0))).toBe(PAGE_MARGIN);
    for (const format of ["a4", "letter", "a5", "half-letter"] as const) {
      const clearance = toPrintedMm(DECORATED_PAGE_MARGIN - PRINTABLE_INSET - DECORATION_BAND, format);
      expect(clearance).toBeGreaterThanOrEqual(DECORATION_CLEARANCE_MM);
    }
    const framed = paginate({
      ...createPreset("daily-checklist", { start: "2026-03-01" }),
      design: shown(5),
    });
    const margin = DECORATED_PAGE_MARGIN;
    for (const page of framed.pages) {
      for (const piece of page.pieces) {
        expect(piece.x).toBeGreaterThanOrEqual(margin);
        expect(piece.y).toBeGreaterThanOrEqual(margin);
        expect(piece.x + piece.width).toBeLessThanOrEqual(framed.width - margin);
        expect(piece.y + piece.height).toBeLessThanOrEqual(framed.height - margin);
      }
      expect(page.header?.box.y ?? margin).toBeGreaterThanOrEqual(margin);
    }
  });

  it("sizes the header by style and what it shows", () => {
    expect(layoutHeader(doc, a4)?.box.height).toBe(48);
    const both = {
      ...doc,
      headline: "March 2026",
      header: { style: 3, showTitle: true, showHeadline: true },
    } as const;
    const banner = layoutHeader(both, a4);
    expect(banner?.box.height).toBe(20 + 48 + 24 + 20);
    expect(banner?.title).toEqual({ x: 40, y: 60, width: 717, height: 48 });
    expect(banner?.headline).toEqual({ x: 40, y: 108, width: 717, height: 24 });
    const compact = layoutHeader({ ...both, header: { ...both.header, style: 4 } }, a4);
    expect(compact?.box.height).toBe(48);
    expect(compact?.headline?.y).toBe(compact?.title?.y);
    expect(
      layoutHeader({ ...doc, header: { style: 1, showTitle: false, showHeadline: false } }, a4),
    ).toBeNull();
  });

  it("wraps a long title and headline instead of cutting them, and stacks a compact header they overfill", () => {
    const long = {
      ...doc,
      title: { ...doc.title, text: "W".repeat(60) },
      headline: "A headline of ninety characters that runs on and on, well past the half of the page width",
      header: { style: 4, showTitle: true, showHeadline: true },
    } as const;
    const header = layoutHeader(long, a4);
    expect(header?.isStacked).toBe(true);
    expect(header?.titleLines).toBeGreaterThan(1);
    expect(header?.title?.height).toBeGreaterThan(48);
    expect(header?.headline?.y).toBe((header?.title?.y ?? 0) + (header?.title?.height ?? 0));
  });

  it("reserves the footer at the bottom and flows between header and footer", () => {
    const footed = { ...doc, footer: { isVisible: true, text: "", showPageNumbers: true } };
    const footer = layoutFooter(footed, a4);
    expect(footer).toEqual({ box: { x: 40, y: 1067, width: 717, height: 20 }, lines: 1 });
    expect(getFlowBox(a4, layoutHeader(doc, a4)?.box ?? null, footer?.box ?? null)).toEqual({
      x: 40,
      y: 112,
      width: 717,
      height: 947,
    });
    expect(getFlowBox(a4, null, null)).toEqual(a4);
  });

  it("sets a title as large as fits one line, smaller for longer titles", () => {
    expect(fitTitle(doc, 717)).toEqual({ fontSize: 34, lines: 1, height: 48 });
    expect(
      fitTitle(
        { ...doc, title: { ...doc.title, text: "Things to do before the summer holidays start" } },
        717,
      ).fontSize,
    ).toBeLessThan(34);
  });
});
