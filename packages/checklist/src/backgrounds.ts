import type { Design } from "./schema/design-schema.ts";

/**
 * Where a background's picture may draw. Paper (dots, graph paper, gingham, glows) covers the page under the
 * content, pale enough to write on. A decoration (a border, corners, tape, a notebook's margin) keeps to the
 * band along the page's edges, and the content keeps its distance from it: a page that shows one has a wider
 * margin (`getPageMargin`).
 */
export type BackgroundKind = "paper" | "decoration";

export type BackgroundEntry = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly isPremium: boolean;
  readonly kind: BackgroundKind;
};

/**
 * The backgrounds the app serves (the sheet draws each by its slug: `@listful/sheet/background-art`),
 * numbered in this order: the database is seeded from this list, and documents and presets name a background
 * by its id.
 */
export const BACKGROUNDS: readonly BackgroundEntry[] = [
  { id: 1, slug: "dots", name: "Dots", isPremium: false, kind: "paper" },
  { id: 2, slug: "graph-paper", name: "Graph paper", isPremium: false, kind: "paper" },
  { id: 3, slug: "notebook", name: "Notebook margin", isPremium: false, kind: "decoration" },
  { id: 4, slug: "waves", name: "Soft waves", isPremium: false, kind: "decoration" },
  { id: 5, slug: "stars", name: "Little stars", isPremium: false, kind: "decoration" },
  { id: 6, slug: "hearts", name: "Hearts", isPremium: true, kind: "decoration" },
  { id: 7, slug: "confetti", name: "Confetti", isPremium: true, kind: "decoration" },
  { id: 8, slug: "botanical", name: "Botanical corners", isPremium: true, kind: "decoration" },
  { id: 9, slug: "floral", name: "Floral corners", isPremium: true, kind: "decoration" },
  { id: 10, slug: "washi", name: "Washi tape", isPremium: true, kind: "decoration" },
  { id: 11, slug: "watercolor", name: "Watercolour glow", isPremium: true, kind: "paper" },
  { id: 12, slug: "gingham", name: "Gingham", isPremium: true, kind: "paper" },
  { id: 13, slug: "sunburst", name: "Sunburst", isPremium: true, kind: "paper" },
];

/** Whether a design shows a decoration on its pages (a background it does not show draws nothing). */
export function hasDecoration(design: Pick<Design, "showBackground" | "backgroundId">): boolean {
  if (!design.showBackground) return false;
  return BACKGROUNDS.find((background) => background.id === design.backgroundId)?.kind === "decoration";
}
