import { drawBandArt } from "./band-art.ts";
import { drawCornerArt, drawWashiArt } from "./corner-art.ts";
import { drawEdgeArt } from "./edge-art.ts";
import { drawPaperArt } from "./paper-art.ts";
import type { Area } from "./svg-parts.ts";

/** The size the app shows a background at on its own (the picker's swatch): A4's printable area, portrait. */
export const PREVIEW_AREA: Area = { width: 756, height: 1085 };

/**
 * A built-in background (`BACKGROUNDS`' slug) as an SVG document drawn for `area`, the page's printable area
 * in CSS px; undefined for a slug it does not know. Drawn for the size, every motif is whole and every shape
 * a vector: no SVG or CSS pattern, which Chromium prints as a coarse raster image.
 */
export function drawBackground(slug: string, area: Area): string | undefined {
  if (slug === "washi") return drawWashiArt(area);
  return (
    drawEdgeArt(slug, area) ??
    drawCornerArt(slug, area) ??
    drawBandArt(slug, area) ??
    drawPaperArt(slug, area)
  );
}

export type { Area };
