import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EMOJI_FONT_FAMILY } from "@listful/checklist";
import { fontFaceRule, fontFileUrl, SHEET_FONT_FACES, type SheetFontFace } from "../print/font-faces.ts";

/** The sheet's look without its fonts, src/pages.css. */
const PAGES_CSS_PATH = fileURLToPath(new URL("../pages.css", import.meta.url));

/** A stylesheet with its (relative) @imports inlined. */
function readWithImports(path: string): string {
  return readFileSync(path, "utf8").replace(/@import\s+"([^"]+)";/g, (_, specifier: string) =>
    readWithImports(resolve(dirname(path), specifier)),
  );
}

/** A face with its font file as a data: URL, as the server's print document has it. */
export function inlineFace(face: SheetFontFace): string {
  const data = readFileSync(fontFileUrl(face)).toString("base64");
  return fontFaceRule(face, `data:font/${face.format};base64,${data}`);
}

const TEXT_FACES = SHEET_FONT_FACES.filter((face) => face.family !== EMOJI_FONT_FAMILY);

/**
 * The sheet's styles with the given faces (by default every text font, no emoji) inlined, for pages that may
 * load nothing, as the server's print document is made.
 */
export function inlineCss(faces: readonly SheetFontFace[] = TEXT_FACES): string {
  return faces.map(inlineFace).join("") + readWithImports(PAGES_CSS_PATH);
}
