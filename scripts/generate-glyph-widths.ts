// `npm run generate:glyph-widths`: writes packages/checklist/src/measure/glyph-widths.data.ts, the advance
// widths of the sheet's fonts that pagination measures text with. Run it after changing the fonts that
// packages/sheet/src/fonts.css loads. It reads the @fontsource WOFF files named there and, for Arial,
// Debian's metric-compatible Liberation Sans (apt-get install fonts-liberation).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { BIN, ROOT } from "./lib.ts";

const FONTS_CSS = path.join(ROOT, "packages/sheet/src/fonts.css");
const OUTPUT = path.join(ROOT, "packages/checklist/src/measure/glyph-widths.data.ts");
const LIBERATION = "/usr/share/fonts/truetype/liberation";
const require = createRequire(FONTS_CSS);

/** The characters measured one by one; anything else counts as a wide fallback glyph. */
const CHARSET = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  0x131,
  0x152,
  0x153,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201a,
  0x201c,
  0x201d,
  0x201e,
  0x2022,
  0x2026,
  0x2032,
  0x2033,
  0x20ac,
  0x2122,
  0x2212,
];

type Tables = ReadonlyMap<string, Buffer>;

function readWoff(file: Buffer): Tables {
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = file.toString("latin1", entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

function readTtf(file: Buffer): Tables {
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const offset = file.readUInt32BE(entry + 8);
    tables.set(
      file.toString("latin1", entry, entry + 4),
      file.subarray(offset, offset + file.readUInt32BE(entry + 12)),
    );
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** Character code to glyph id, from the cmap's Unicode subtable (format 4 or 12). */
function readCmap(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  const subtables = Array.from({ length: count }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  const unicode =
    subtables.find((s) => cmap.readUInt16BE(s.offset) === 12) ??
    subtables.find((s) => (s.platform === 3 && s.encoding === 1) || s.platform === 0);
  if (!unicode) throw new Error("no Unicode cmap");
  const at = unicode.offset;
  if (cmap.readUInt16BE(at) === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const base = at + 16 + g * 12;
        const start = cmap.readUInt32BE(base);
        if (code >= start && code <= cmap.readUInt32BE(base + 4))
          return cmap.readUInt32BE(base + 8) + code - start;
      }
      return 0;
    };
  }
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (code) => {
    for (let s = 0; s < segments; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Advance widths of CHARSET in thousandths of an em, rounded up; -1 where the font lacks the glyph. */
function measureFace(tables: Tables): number[] {
  const unitsPerEm = table(tables, "head").readUInt16BE(18);
  const metricCount = table(tables, "hhea").readUInt16BE(34);
  const hmtx = table(tables, "hmtx");
  const glyphOf = readCmap(table(tables, "cmap"));
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricCount - 1) * 4);
  return CHARSET.map((code) => {
    const glyph = glyphOf(code);
    return glyph === 0 ? -1 : Math.ceil((advance(glyph) * 1000) / unitsPerEm);
  });
}

/** The latin faces fonts.css loads: family, weight and WOFF file. */
function listWebFaces(): { family: string; weight: number; file: string }[] {
  const css = readFileSync(FONTS_CSS, "utf8");
  return [...css.matchAll(/@import "(@fontsource\/[^/]+)\/latin-(\d+)\.css";/g)].map(
    ([, pkg = "", weight = ""]) => {
      const faceCss = require.resolve(`${pkg}/latin-${weight}.css`);
      const source = readFileSync(faceCss, "utf8");
      const family = /font-family:\s*'([^']+)'/.exec(source)?.[1] ?? pkg;
      const woff = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(source)?.[1];
      if (!woff) throw new Error(`no WOFF file in ${faceCss}`);
      return { family, weight: Number(weight), file: path.join(path.dirname(faceCss), woff) };
    },
  );
}

function main(): void {
  const faces: [string, number[]][] = [];
  for (const [weight, name] of [
    [400, "Regular"],
    [700, "Bold"],
  ] as const) {
    const file = path.join(LIBERATION, `LiberationSans-${name}.ttf`);
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install fonts-liberation`);
    faces.push([`Arial ${weight}`, measureFace(readTtf(readFileSync(file)))]);
  }
  for (const face of listWebFaces()) {
    faces.push([`${face.family} ${face.weight}`, measureFace(readWoff(readFileSync(face.file)))]);
  }
  const charset = String.fromCodePoint(...CHARSET);
  // Each face's widths in base 36 on one line, so the table stays a small file.
  const lines = [
    "// Generated by `npm run generate:glyph-widths` from the sheet's font files: do not edit by hand.",
    "// Advance widths in thousandths of an em (rounded up, base 36, comma-separated) of GLYPH_CHARSET's",
    "// characters; an empty entry is a glyph the font lacks.",
    "",
    `export const GLYPH_CHARSET = ${JSON.stringify(charset)};`,
    "",
    "export const GLYPH_WIDTHS: Readonly<Record<string, string>> = {",
    ...faces.map(([key, widths]) => {
      const encoded = widths.map((width) => (width < 0 ? "" : width.toString(36))).join(",");
      return `  ${JSON.stringify(key)}:\n    ${JSON.stringify(encoded)},`;
    }),
    "};",
    "",
  ];
  writeFileSync(OUTPUT, lines.join("\n"));
  execFileSync(path.join(BIN, "biome"), ["format", "--write", OUTPUT], { stdio: "ignore" });
  console.log(`Wrote ${faces.length} faces to ${path.relative(ROOT, OUTPUT)}`);
}

main();
