import { type Area, n, svgDocument, use } from "./svg-parts.ts";

/** How many whole cells of about `cell` px fit a length, and the exact cell that fills it. */
function fit(length: number, cell: number): { readonly count: number; readonly step: number } {
  const count = Math.max(1, Math.floor(length / cell));
  return { count, step: length / count };
}

/**
 * Small grey dots every 24 px, whole ones, spread evenly over the page: one row drawn, used down the page.
 * Each dot is a round cap on a stroke a hundredth of a pixel long: a few bytes in the PDF, where a circle
 * is four curves (about 300 KB for a page of them).
 */
function dots(area: Area): string {
  const across = fit(area.width, 24);
  const down = fit(area.height, 24);
  let row = "";
  for (let col = 0; col < across.count; col++) row += `M${n((col + 0.5) * across.step)} 0h.01`;
  const rows = Array.from({ length: down.count }, (_, index) => use("r", 0, (index + 0.5) * down.step));
  const dot = `<path id="r" d="${row}" stroke="#c9c9d6" stroke-width="3.2" stroke-linecap="round"/>`;
  return svgDocument(area, "Dots", dot, rows.join(""));
}

/** Lines every `step` px from `start`, `count` + 1 of them, across `length` (vertical when `isDown`). */
function lines(
  start: number,
  step: number,
  count: number,
  from: number,
  to: number,
  isDown: boolean,
): string {
  let d = "";
  for (let index = 0; index <= count; index++) {
    const at = n(start + index * step);
    d += isDown ? `M${at} ${n(from)}V${n(to)}` : `M${n(from)} ${at}H${n(to)}`;
  }
  return d;
}

/** Squares of 20 px, a heavier line every fifth; whole squares only, the grid centred on the page. */
function graphPaper(area: Area): string {
  const cols = Math.floor(area.width / 20);
  const rows = Math.floor(area.height / 20);
  const left = (area.width - cols * 20) / 2;
  const top = (area.height - rows * 20) / 2;
  const [right, bottom] = [left + cols * 20, top + rows * 20];
  const minor = lines(left, 20, cols, top, bottom, true) + lines(top, 20, rows, left, right, false);
  const major =
    lines(left, 100, Math.floor(cols / 5), top, bottom, true) +
    lines(top, 100, Math.floor(rows / 5), left, right, false);
  return svgDocument(
    area,
    "Graph paper",
    "",
    `<path d="${minor}" fill="none" stroke="#dfe7f1" stroke-width="1"/><path d="${major}" fill="none" stroke="#c7d5e6" stroke-width="1.2"/>`,
  );
}

/** Pink gingham: bands 24 px wide every 48, darker where they cross; whole checks fitted to the page. */
function gingham(area: Area): string {
  const across = fit(area.width, 24);
  const down = fit(area.height, 24);
  let bands = "";
  let crossings = "";
  for (let col = 0; col < across.count; col += 2)
    bands += `M${n(col * across.step)} 0h${n(across.step)}V${n(area.height)}h${n(-across.step)}Z`;
  for (let row = 0; row < down.count; row += 2) {
    bands += `M0 ${n(row * down.step)}H${n(area.width)}v${n(down.step)}H0Z`;
    for (let col = 0; col < across.count; col += 2)
      crossings += `M${n(col * across.step)} ${n(row * down.step)}h${n(across.step)}v${n(down.step)}h${n(-across.step)}Z`;
  }
  return svgDocument(
    area,
    "Gingham",
    "",
    `<rect width="100%" height="100%" fill="#ffffff"/><path d="${bands}" fill="#fdf0f3" fill-rule="nonzero"/><path d="${crossings}" fill="#fbe3e9"/>`,
  );
}

function glow(id: string, colour: string, opacity: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** Soft glows of colour in three corners. */
function watercolor(area: Area): string {
  const defs =
    glow("a", "#f9d6e3", ".9") +
    glow("b", "#cfe3fa", ".9") +
    glow("c", "#fdeac2", ".8") +
    `<g id="e0"><circle r="300" fill="url(#b)"/></g><g id="e1"><circle r="160" fill="url(#c)"/></g>`;
  const body = `<rect width="100%" height="100%" fill="#ffffff"/><circle r="260" fill="url(#a)"/>${use("e0", area.width, area.height)}${use("e1", area.width, 0)}`;
  return svgDocument(area, "Watercolour glow", defs, body);
}

/** Thirteen pale rays from the middle of the bottom edge. */
function sunburst(area: Area): string {
  const rays: string[] = [];
  for (let index = 0; index < 13; index++) {
    const from = (-index * 14 * Math.PI) / 180;
    const to = from - (7 * Math.PI) / 180;
    const point = (angle: number) =>
      `${Math.round(2000 * Math.cos(angle))} ${Math.round(2000 * Math.sin(angle))}`;
    rays.push(`M0 0L${point(from)}L${point(to)}Z`);
  }
  const body = `<path transform="translate(${n(area.width / 2)} ${n(area.height)})" d="${rays.join("")}" fill="#fff7e3"/>`;
  return svgDocument(area, "Sunburst", "", body);
}

const PAPERS: Record<string, (area: Area) => string> = {
  dots,
  "graph-paper": graphPaper,
  gingham,
  watercolor,
  sunburst,
};

/** Paper under the content: every shape a vector, no tiling pattern (which print would turn to pixels). */
export function drawPaperArt(slug: string, area: Area): string | undefined {
  return PAPERS[slug]?.(area);
}
