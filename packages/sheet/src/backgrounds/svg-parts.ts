/** A size in CSS pixels: the area a background is drawn in (the page's printable area). */
export type Area = { readonly width: number; readonly height: number };

/** A number for SVG markup: two decimals at most, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Where `count` whole motifs sit along a stretch: the stretch cut into as many cells of at least `cell` as
 * fit (one at least), each motif at its cell's centre. No motif is cut at either end, and the spare length is
 * spread evenly between them.
 */
export function cellCentres(length: number, cell: number): number[] {
  const count = Math.max(1, Math.floor(length / cell));
  const step = length / count;
  return Array.from({ length: count }, (_, index) => (index + 0.5) * step);
}

/** A `<use>` of a motif defined in `<defs>`, placed at (x, y). */
export function use(id: string, x: number, y: number, extra = ""): string {
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"${extra}/>`;
}

/** The complete picture: an SVG document of `area`'s size. */
export function svgDocument(area: Area, title: string, defs: string, body: string): string {
  const { width, height } = area;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}"><title>${title}</title><defs>${defs}</defs>${body}</svg>`;
}
