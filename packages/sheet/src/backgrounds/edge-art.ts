import { type Area, cellCentres, svgDocument, use } from "./svg-parts.ts";

/** A border of small motifs all round the page, in a band `BAND` px deep: stars, hearts, confetti. */
type EdgeArt = {
  readonly title: string;
  /** The motifs in turn, each drawn about (0, 0), the centre of its cell. */
  readonly motifs: readonly string[];
  /** A cell's length along the edge: room for the widest motif and a gap. */
  readonly cell: number;
};

const BAND = 20;

const STAR = "M10 4L11.6 8.4L16 8.6L12.5 11.4L13.7 15.8L10 13.2L6.3 15.8L7.5 11.4L4 8.6L8.4 8.4Z";
const SMALL_STAR = "M30 6L31 8.7L33.8 8.8L31.6 10.6L32.4 13.4L30 11.8L27.6 13.4L28.4 10.6L26.2 8.8L29 8.7Z";
const HEART = "M0 3C0-1 5-3 7 1C9-3 14-1 14 3C14 8 7 12 7 12C7 12 0 8 0 3Z";

const EDGES: Record<string, EdgeArt> = {
  stars: {
    title: "Little stars",
    cell: 20,
    motifs: [
      `<path transform="translate(-10 -10)" d="${STAR}" fill="#f3cf6a"/>`,
      `<path transform="translate(-30 -10)" d="${SMALL_STAR}" fill="#a9bdf6"/>`,
    ],
  },
  hearts: {
    title: "Hearts",
    cell: 18,
    motifs: [
      `<path transform="translate(-7 -6)" d="${HEART}" fill="#f2a9bf"/>`,
      `<path transform="translate(-4.9 -3.6) scale(.7)" d="${HEART}" fill="#f8c98a"/>`,
    ],
  },
  confetti: {
    title: "Confetti",
    cell: 12,
    motifs: [
      `<rect x="-5" y="-3" width="10" height="4" rx="2" fill="#c9a6ee" transform="rotate(-25 0 -1)"/>`,
      `<circle cy="3" r="2.6" fill="#9bb8f3"/>`,
      `<path d="M0-6l4 7h-8z" fill="#f5c95e"/>`,
      `<rect x="-5" y="-1" width="10" height="4" rx="2" fill="#f29db7" transform="rotate(30 0 1)"/>`,
      `<circle cy="-5" r="2" fill="#8fd3b9"/>`,
    ],
  },
};

/**
 * A border of whole motifs: along the top and bottom edges from corner to corner, and down the sides between
 * those bands, each edge cut into as many cells as fit (`cellCentres`), so no motif is cut at the page's
 * edge or at the band's inner edge, and every motif is a vector shape.
 */
export function drawEdgeArt(slug: string, area: Area): string | undefined {
  const art = EDGES[slug];
  if (!art) return undefined;
  const { width, height } = area;
  const { motifs, cell } = art;
  const defs = motifs.map((motif, index) => `<g id="m${index}">${motif}</g>`).join("");
  const places: [number, number][] = [];
  for (const x of cellCentres(width, cell)) places.push([x, BAND / 2], [x, height - BAND / 2]);
  for (const y of cellCentres(height - 2 * BAND, cell))
    places.push([BAND / 2, BAND + y], [width - BAND / 2, BAND + y]);
  const body = places.map(([x, y], index) => use(`m${Math.floor(index / 2) % motifs.length}`, x, y));
  return svgDocument(area, art.title, defs, body.join(""));
}
