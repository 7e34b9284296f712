import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** The exported stylesheet, src/sheet.css. */
export const SHEET_CSS_PATH = fileURLToPath(new URL("../sheet.css", import.meta.url));

function resolveImport(specifier: string, from: string): string {
  return specifier.startsWith(".") ? resolve(dirname(from), specifier) : require.resolve(specifier);
}

function inlineFont(path: string): string {
  return `url(data:font/woff2;base64,${readFileSync(path).toString("base64")}) format('woff2')`;
}

/**
 * A stylesheet with its @imports inlined and its woff2 fonts as data: URLs, for pages that may load
 * nothing (the tests' stand-in for the print route, which serves the same files).
 */
export function inlineCss(path: string = SHEET_CSS_PATH): string {
  return readFileSync(path, "utf8")
    .replace(/@import\s+"([^"]+)";/g, (_, specifier: string) => inlineCss(resolveImport(specifier, path)))
    .replace(
      /url\(([^)]+\.woff2)\)\s*format\('woff2'\)(,\s*url\([^)]+\.woff\)\s*format\('woff'\))?/g,
      (_, file: string) => inlineFont(resolve(dirname(path), file)),
    );
}
