import type { Checklist, Orientation, PageFormat } from "@listful/checklist";
import type { FastifyInstance } from "fastify";

/** The paper a document is printed on. */
export type PaperChoice = { readonly format: PageFormat; readonly orientation: Orientation };

export type PrintPage = { html(doc: Checklist, paper: PaperChoice): Promise<string> };

/** Stylesheet links in any attribute order; group 1 is the href. */
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/[^"]+)"[^>]*>/g;
const ICON = /<link\b(?=[^>]*\brel="icon")[^>]*>/g;
const CSS_URL = /url\((\/[^)"']+)\)/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const SRC = /\ssrc="(\/media\/[^"]+)"/g;

/**
 * The web app's print route, rendered in-process, made self-contained: its stylesheets, fonts and images are
 * inlined (each asset read once, since built assets never change), so Chromium lays the page out without a
 * single request.
 */
export function createPrintPage(app: FastifyInstance, origin: string): PrintPage {
  const headers = { origin, host: new URL(origin).host };
  const assets = new Map<string, Promise<string>>();

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
   * A stylesheet with its fonts inlined, keeping only the font faces of the families the document uses (the
   * others would never load, and inlining every face of every family makes a 2 MB page).
   */
  function stylesheet(path: string, families: ReadonlySet<string>): Promise<string> {
    const key = `css:${path}:${[...families].sort().join(",")}`;
    let cached = assets.get(key);
    if (!cached) {
      cached = fetchAsset(path).then(async ({ body }) => {
        const css = await replaceAsync(body.toString("utf8"), FONT_FACE, async (face) => {
          const family = /font-family:\s*([^;}]+)/.exec(face)?.[1]?.replace(/["']/g, "").trim() ?? "";
          const woff2 = /url\((\/[^)"']+\.woff2)\)/.exec(face)?.[1];
          if (!families.has(family) || !woff2) return "";
          return face.replace(/src:[^;}]+/, `src:url(${await dataUrl(woff2)}) format("woff2")`);
        });
        return replaceAsync(css, CSS_URL, async (_, url) => `url(${await dataUrl(url)})`);
      });
      cached.catch(() => assets.delete(key));
      assets.set(key, cached);
    }
    return cached;
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
      const families = new Set([doc.title.fontFamily, doc.design.fonts.heading, doc.design.fonts.body]);
      let html = response.body.replace(ICON, "");
      html = await replaceAsync(
        html,
        STYLESHEET,
        async (_, href) => `<style>${await stylesheet(href, families)}</style>`,
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
