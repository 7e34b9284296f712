import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EMOJI_FONT_FAMILY } from "@listful/checklist";
import { FONT_FACE_PATTERN } from "../print/font-faces.ts";

const require = createRequire(import.meta.url);

/** The exported stylesheet, src/sheet.css. */
export const SHEET_CSS_PATH = fileURLToPath(new URL("../sheet.css", import.meta.url));

function resolveImport(specifier: string, from: string): string {
  return specifier.startsWith(".") ? resolve(dirname(from), specifier) : require.resolve(specifier);
}

/** A face with its first source (WOFF2 for the text fonts, WOFF for the emoji) as a data: URL. */
function inlineFace(face: string, from: string): string {
  const file = /url\(["']?([^)"']+)["']?\)/.exec(face)?.[1];
  if (!file) return face;
  const type = extname(file).slice(1);
  const data = readFileSync(resolveImport(file, from));
  return face.replace(
    /src:[^;}]+/,
    `src: url(data:font/${type};base64,${data.toString("base64")}) format('${type}')`,
  );
}

const isTextFace = (face: string) => !face.includes(EMOJI_FONT_FAMILY);

/**
 * A stylesheet with its @imports inlined and the fonts of the faces it keeps (by default every text
 * font, no emoji) as data: URLs, for pages that may load nothing: the tests' stand-in for the print
 * route, which keeps the faces `selectFontFaces` picks.
 */
export function inlineCss(keepFace: (face: string) => boolean = isTextFace, path = SHEET_CSS_PATH): string {
  // Faces first: the imported stylesheets come back with theirs already inlined.
  return readFileSync(path, "utf8")
    .replace(FONT_FACE_PATTERN, (face) => (keepFace(face) ? inlineFace(face, path) : ""))
    .replace(/@import\s+"([^"]+)";/g, (_, specifier: string) =>
      inlineCss(keepFace, resolveImport(specifier, path)),
    );
}
