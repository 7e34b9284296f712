import { type Area, n, svgDocument } from "./svg-parts.ts";

const LEAF = "M0 0C5-6 15-6 20 0C15 6 5 6 0 0Z";
const GREENS = ["#94c7a8", "#a9d5b9", "#c4e3cd", "#d3ebd9"];

/** Two sprigs from the corner, leaves paling along each. */
function sprig(): string {
  const leaves = GREENS.flatMap((fill, index) => [
    `<path transform="translate(${4 + 20 * index} 10)" d="${LEAF}" fill="${fill}"/>`,
    `<path transform="translate(10 ${4 + 20 * index}) rotate(90)" d="${LEAF}" fill="${fill}"/>`,
  ]);
  return `<path d="M2 10H84M10 2V84" stroke="#94c7a8" stroke-width="1"/>${leaves.join("")}`;
}

/** A six-petalled flower at (x, y). */
function flower(x: number, y: number, petal: number, fill: string, heart: string): string {
  const petals = [0, 60, 120, 180, 240, 300].map(
    (angle) =>
      `<ellipse cy="${n(-petal)}" rx="${n(petal * 0.58)}" ry="${n(petal * 0.9)}" fill="${fill}" transform="rotate(${angle})"/>`,
  );
  return `<g transform="translate(${x} ${y})">${petals.join("")}<circle r="${n(petal * 0.44)}" fill="${heart}"/></g>`;
}

function posy(): string {
  return [
    flower(10, 10, 5, "#f2b0c4", "#f3cf6a"),
    flower(29, 10, 4.1, "#d9c1f2", "#f3cf6a"),
    flower(10, 29, 4.1, "#f9cfa0", "#ef9fb8"),
    flower(45, 10, 3.3, "#bfe0c6", "#f3cf6a"),
    flower(10, 45, 3.3, "#bfe0c6", "#f3cf6a"),
  ].join("");
}

const CORNERS: Record<string, { readonly title: string; readonly corner: () => string }> = {
  botanical: { title: "Botanical corners", corner: sprig },
  floral: { title: "Floral corners", corner: posy },
};

/** The same corner piece in all four corners, mirrored into each. */
export function drawCornerArt(slug: string, area: Area): string | undefined {
  const art = CORNERS[slug];
  if (!art) return undefined;
  const { width, height } = area;
  const w = n(width);
  const h = n(height);
  const body = [
    `<use href="#c"/>`,
    `<use href="#c" transform="translate(${w} 0) scale(-1 1)"/>`,
    `<use href="#c" transform="translate(0 ${h}) scale(1 -1)"/>`,
    `<use href="#c" transform="translate(${w} ${h}) scale(-1 -1)"/>`,
  ];
  return svgDocument(area, art.title, `<g id="c">${art.corner()}</g>`, body.join(""));
}

/** A strip of tape: pink with pale diagonal stripes, or blue with a row of white dots (whole ones). */
function tape(x: number, y: number, width: number, height: number, kind: "stripes" | "dots"): string {
  const box = `x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"`;
  const id = `t${n(x)}-${n(y)}`.replace(/\./g, "_");
  if (kind === "dots") {
    const isAcross = width > height;
    const length = isAcross ? width : height;
    const count = Math.max(1, Math.floor(length / 12));
    const dots = Array.from({ length: count }, (_, index) => {
      const along = ((index + 0.5) * length) / count;
      const [cx, cy] = isAcross ? [x + along, y + height / 2] : [x + width / 2, y + along];
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="2.2" fill="#ffffff"/>`;
    });
    return `<g opacity=".92"><rect ${box} fill="#c3ddf5"/>${dots.join("")}</g>`;
  }
  // Stripes 6 px wide every 12 px at 45 degrees, as many as cross the strip, clipped to it.
  const reach = width + height;
  const stripes: string[] = [];
  for (let offset = 0; offset < reach + 12; offset += 12 * Math.SQRT2) {
    stripes.push(`M${n(x + offset - height)} ${n(y + height)}L${n(x + offset)} ${n(y)}`);
  }
  return `<clipPath id="${id}"><rect ${box}/></clipPath><g opacity=".92"><rect ${box} fill="#f8c6d4"/><path clip-path="url(#${id})" d="${stripes.join("")}" stroke="#fde3ea" stroke-width="6"/></g>`;
}

/** Four strips of washi tape at the corners. */
export function drawWashiArt(area: Area): string {
  const { width, height } = area;
  const body = [
    tape(6, 3, 140, 14, "stripes"),
    tape(width - 146, height - 17, 140, 14, "dots"),
    tape(width - 17, 6, 14, 120, "stripes"),
    tape(3, height - 126, 14, 120, "dots"),
  ];
  return svgDocument(area, "Washi tape", "", body.join(""));
}
