import { type Area, n, svgDocument } from "./svg-parts.ts";

/**
 * A wave along the top band, `count` whole waves from edge to edge: down to `trough` px between crests at
 * `crest`, filled up to the page's edge.
 */
function wave(width: number, count: number, crest: number, trough: number): string {
  const period = width / count;
  let d = `M0 ${crest}`;
  for (let index = 0; index < count; index++) {
    const x = index * period;
    d += `Q${n(x + period / 4)} ${trough} ${n(x + period / 2)} ${crest}T${n(x + period)} ${crest}`;
  }
  return `${d}V0H0Z`;
}

/** Two soft waves along the top edge and, mirrored, along the bottom, as many whole waves as fit. */
function waves(area: Area): string {
  const count = Math.max(1, Math.round(area.width / 50));
  const band = `<path d="${wave(area.width, count, 12, 4)}" fill="#cfe6f5"/><path d="${wave(area.width, count, 7, 1)}" fill="#b3d7ee"/>`;
  const body = `<g id="w">${band}</g><use href="#w" transform="translate(0 ${n(area.height)}) scale(1 -1)"/>`;
  return svgDocument(area, "Soft waves", "", body);
}

/** A notebook's red double margin down the left and a blue rule across the top and the bottom. */
function notebook(area: Area): string {
  const { width, height } = area;
  const body = [
    `<rect x="9" width="1.2" height="${n(height)}" fill="#e88f98"/>`,
    `<rect x="13" width="1.2" height="${n(height)}" fill="#e88f98"/>`,
    `<rect y="11" width="${n(width)}" height="1.2" fill="#b9cfe4"/>`,
    `<rect y="${n(height - 12)}" width="${n(width)}" height="1.2" fill="#b9cfe4"/>`,
  ];
  return svgDocument(area, "Notebook margin", "", body.join(""));
}

const BANDS: Record<string, (area: Area) => string> = { waves, notebook };

/** A decoration drawn as bands along the edges. */
export function drawBandArt(slug: string, area: Area): string | undefined {
  return BANDS[slug]?.(area);
}
