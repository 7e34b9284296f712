import type { Checklist, Orientation, PageFormat } from "@listful/checklist";
import { FONT_FACE_PATTERN, selectFontFaces } from "@listful/sheet/font-faces";
import type { FastifyInstance } from "fastify";

/** The paper a document is printed on. */
export type PaperChoice = { readonly format: PageFormat; readonly orientation: Orientation };

export type PrintPage = { html(doc: Checklist, paper: PaperChoice): Promise<string> };

/** Stylesheet links in any attribute order; group 1 is the href. */
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/[^"]+)"[^>]*>/g;
const ICON = /<link\b(?=[^>]*\brel="icon")[^>]*>/g;
const CSS_URL = /url\((\/[^)"']+)\)/g;
/** A face's first source: WOFF2 for the text fonts, WOFF for the emoji font's colour glyphs. */
const FONT_SOURCE = /url\(["']?(\/[^)"']+\.(woff2?))["']?\)/;
const SRC = /\ssrc="(\/media\/[^"]+)"/g;

/**
 * The web app's print route, rendered in-process, made self-contained: its stylesheets, fonts and images are
 * inlined (each asset read once, since built assets never change), so Chromium lays the page out without a
 * single request.
 */
export function createPrintPage(app: FastifyInstance, origin: string): PrintPage {
  const headers = { origin, host: new URL(origin).host };
  const assets = new Map<string, Promise<string>>();
  const parsed = new Map<string, Promise<{ rest: string; faces: readonly string[] }>>();

  async function fetchAsset(path: string): Promise<{ type: string; body: Buffer }> {
    const response = await app.inject({ method: "GET", url: path, headers });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    return {
      type: String(response.headers["content-type"] ?? "application/octet-stream").split(";")[0] ?? "",
      body: response.rawPayload,
    };
  }

  function dataUrl(path: string): Promise<string> {
    let cached = assets.get(path);
    if (!cached) {
      cached = fetchAsset(path).then(({ type, body }) => `data:${type};base64,${body.toString("base64")}`);
      cached.catch(() => assets.delete(path));
      assets.set(path, cached);
    }
    return cached;
  }

  /**
   * A built stylesheet split into its font faces and the rest, the rest with its other URLs inlined; each
   * document then takes the faces it needs (`selectFontFaces`).
   */
  function stylesheet(path: string): Promise<{ rest: string; faces: readonly string[] }> {
    const key = `css:${path}`;
    let cached = parsed.get(key);
    if (!cached) {
      cached = fetchAsset(path).then(async ({ body }) => {
        const css = body.toString("utf8");
        const faces = css.match(FONT_FACE_PATTERN) ?? [];
        const rest = css.replace(FONT_FACE_PATTERN, "");
        return {
          rest: await replaceAsync(rest, CSS_URL, async (_, url) => `url(${await dataUrl(url)})`),
          faces,
        };
      });
      cached.catch(() => parsed.delete(key));
      parsed.set(key, cached);
    }
    return cached;
  }

  /**
   * A stylesheet with the fonts the document uses inlined: the others would never load, and inlining every
   * face of every family (and the emoji font) makes a page of many megabytes.
   */
  async function inlineStylesheet(path: string, keepFace: (face: string) => boolean): Promise<string> {
    const { rest, faces } = await stylesheet(path);
    const kept = await Promise.all(
      faces.filter(keepFace).map(async (face) => {
        const source = FONT_SOURCE.exec(face);
        if (!source) return "";
        const [, url = "", type = ""] = source;
        return face.replace(/src:[^;}]+/, `src:url(${await dataUrl(url)}) format("${type}")`);
      }),
    );
    return kept.join("") + rest;
  }

  return {
    async html(doc, paper) {
      const response = await app.inject({
        method: "POST",
        url: `/print?format=${paper.format}&orientation=${paper.orientation}`,
        headers: { ...headers, "content-type": "application/json", accept: "text/html" },
        payload: JSON.stringify({ data: doc }),
      });
      if (response.statusCode !== 200) throw new Error(`the print page answered ${response.statusCode}`);
      const keepFace = selectFontFaces(doc);
      let html = response.body.replace(ICON, "");
      html = await replaceAsync(
        html,
        STYLESHEET,
        async (_, href) => `<style>${await inlineStylesheet(href, keepFace)}</style>`,
      );
      return replaceAsync(html, SRC, async (_, src) => ` src="${await dataUrl(src)}"`);
    },
  };
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: string, group: string) => Promise<string>,
): Promise<string> {
  const matches = [...text.matchAll(pattern)];
  const replacements = await Promise.all(matches.map((m) => replace(m[0], m[1] ?? "")));
  let out = "";
  let last = 0;
  matches.forEach((m, i) => {
    out += text.slice(last, m.index) + replacements[i];
    last = (m.index ?? 0) + m[0].length;
  });
  return out + text.slice(last);
}
