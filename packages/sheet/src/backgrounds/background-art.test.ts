import { BACKGROUNDS, getPageSize, ORIENTATIONS, PAGE_FORMATS, PRINTABLE_INSET } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { drawBackground } from "./background-art.ts";
import type { Area } from "./svg-parts.ts";

/** Every printable area a page has: each paper, both ways. */
const AREAS: Area[] = PAGE_FORMATS.flatMap((format) =>
  ORIENTATIONS.map((orientation) => {
    const { width, height } = getPageSize(format, orientation);
    return { width: width - 2 * PRINTABLE_INSET, height: height - 2 * PRINTABLE_INSET };
  }),
);

/** The places of a border's motifs (`<use href="#m0" x y>`). */
function motifPlaces(svg: string): { x: number; y: number }[] {
  return [...svg.matchAll(/<use href="#m\d+" x="([\d.]+)" y="([\d.]+)"\/>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
}

describe("the built-in backgrounds", () => {
  it("draws every background for every page's area, sized to it, with no tiling pattern", () => {
    for (const background of BACKGROUNDS) {
      for (const area of AREAS) {
        const svg = drawBackground(background.slug, area) ?? "";
        expect(svg, background.slug).toContain(`viewBox="0 0 ${area.width} ${area.height}"`);
        expect(svg, background.slug).not.toMatch(/<pattern|url\(data:|<image/);
      }
    }
  });

  it("fits whole motifs to each edge of a border: none cut at the page's edge or the band's inner edge", () => {
    for (const [slug, cell] of [
      ["stars", 20],
      ["hearts", 18],
      ["confetti", 12],
    ] as const) {
      for (const area of AREAS) {
        const places = motifPlaces(drawBackground(slug, area) ?? "");
        const top = places.filter((place) => place.y === 10).map((place) => place.x);
        const left = places.filter((place) => place.x === 10 && place.y > 10).map((place) => place.y);
        expect(top.length, slug).toBe(Math.floor(area.width / cell));
        expect(Math.min(...top)).toBeGreaterThanOrEqual(cell / 2);
        expect(area.width - Math.max(...top)).toBeGreaterThanOrEqual(cell / 2 - 0.01);
        // The sides run between the top and bottom bands, whole cells of them.
        expect(Math.min(...left)).toBeGreaterThanOrEqual(20 + cell / 2 - 0.01);
        expect(area.height - 20 - Math.max(...left)).toBeGreaterThanOrEqual(cell / 2 - 0.01);
        expect(
          places.every(
            (place) =>
              place.x === 10 || place.x === area.width - 10 || place.y === 10 || place.y === area.height - 10,
          ),
        ).toBe(true);
      }
    }
  });

  it("knows only the built-in backgrounds", () => {
    expect(drawBackground("uploaded-picture", AREAS[0] ?? { width: 1, height: 1 })).toBeUndefined();
  });
});
