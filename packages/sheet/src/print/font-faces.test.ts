import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createPreset, editItem, setFont } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { fontFacesFor, fontFileUrl, SHEET_FONT_FACES } from "./font-faces.ts";

const require = createRequire(import.meta.url);

type DeclaredFace = { family: string; weight: number; file: string; unicodeRange?: string };

/** The faces a stylesheet declares, following its @imports, each with its first source as a package path. */
function declaredFaces(path: string): DeclaredFace[] {
  const css = readFileSync(path, "utf8");
  const imported = [...css.matchAll(/@import\s+"([^"]+)";/g)].flatMap(([, specifier = ""]) =>
    declaredFaces(
      specifier.startsWith(".")
        ? fileURLToPath(new URL(specifier, `file://${path}`))
        : require.resolve(specifier),
    ),
  );
  const own = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => {
    const source = /url\(["']?([^)"']+)["']?\)/.exec(body)?.[1] ?? "";
    const file = source.startsWith("@")
      ? source
      : `@fontsource/${relative(`${dirname(require.resolve("@fontsource/rubik/package.json"))}/..`, fileURLToPath(new URL(source, `file://${path}`)))}`;
    const range = /unicode-range:\s*([^;}]+)/.exec(body)?.[1];
    return {
      family: (/font-family:\s*([^;}]+)/.exec(body)?.[1] ?? "").replace(/["']/g, "").trim(),
      weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
      file,
      ...(range ? { unicodeRange: range.split(/\s+/).join(" ").trim() } : {}),
    };
  });
  return [...imported, ...own];
}

describe("the sheet's font faces", () => {
  it("are the faces fonts.css and emoji.css declare, one list for the app and the print document", () => {
    const declared = declaredFaces(fileURLToPath(new URL("../fonts.css", import.meta.url)));
    expect(SHEET_FONT_FACES.map(({ format: _, ...face }) => face)).toEqual(declared);
  });

  it("name font files that are installed", () => {
    for (const face of SHEET_FONT_FACES) expect(readFileSync(fontFileUrl(face)).length).toBeGreaterThan(1000);
  });

  it("for a document, are the faces of its fonts (a script face's plain companion too), and the emoji faces of the emoji it holds only", () => {
    const preset = createPreset("daily-checklist", { start: "2026-03-01" });
    const doc = setFont(setFont(preset, { role: "heading", fontFamily: "Lora" }), {
      role: "body",
      fontFamily: "Caveat",
    });
    const families = (faces: ReturnType<typeof fontFacesFor>) => [
      ...new Set(faces.map((face) => face.family)),
    ];
    expect(families(fontFacesFor(doc)).sort()).toEqual(
      [...new Set([doc.title.fontFamily, "Lora", "Caveat", "Nunito"])]
        .filter((family) => family !== "Arial")
        .sort(),
    );
    const list = doc.blocks.find((block) => block.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("expected a list");
    const withEmoji = editItem(doc, { itemId: list.items[0]?.id ?? "", text: "Water the plants 🌱" });
    const emoji = fontFacesFor(withEmoji).filter((face) => face.family === "Noto Color Emoji");
    expect(emoji.length).toBeGreaterThan(0);
    expect(emoji.length).toBeLessThan(
      SHEET_FONT_FACES.filter((face) => face.family === "Noto Color Emoji").length,
    );
  });
});
