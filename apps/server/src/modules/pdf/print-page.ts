import { readFile } from "node:fs/promises";
import type { Checklist, Orientation, PageFormat } from "@listful/checklist";
import { type Background, backgroundUrlFor } from "@listful/contracts";
import { fontFaceRule, fontFacesFor, fontFileUrl, type SheetFontFace } from "@listful/sheet/font-faces";
import type { RenderPrintDocument } from "@listful/web/print-document";
import type { FastifyInstance } from "fastify";
import type { LoadWebBuild } from "../../lib/web-build.ts";

/** The paper a document is printed on. */
export type PaperChoice = { readonly format: PageFormat; readonly orientation: Orientation };

export type PrintPage = {
  /** The whole page Chromium prints: the web app's print document, drawn in this process, loading nothing. */
  html(doc: Checklist, paper: PaperChoice): Promise<string>;
};

type PrintPageDeps = {
  app: FastifyInstance;
  loadWebBuild: LoadWebBuild;
  /** The catalogue's backgrounds, asked for only when a document shows one. */
  backgrounds: () => Promise<readonly Background[]>;
};

/**
 * The print document comes from the web app's server bundle (the same sheet components as the editor, so the PDF
 * cannot drift from what people see), drawn straight from the parsed document. It is self-contained: the page
 * given to Chromium fetches nothing, so it lays out as fast as Chromium can, and a document can make the renderer
 * fetch nothing either. Font files and backgrounds never change while the app runs: each is read once.
 */
export function createPrintPage({ app, loadWebBuild, backgrounds }: PrintPageDeps): PrintPage {
  const fonts = new Map<string, Promise<string>>();
  const pictures = new Map<string, Promise<string | undefined>>();

  function once<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
    let cached = cache.get(key);
    if (!cached) {
      cached = read();
      cache.set(key, cached);
      cached.catch(() => cache.delete(key));
    }
    return cached;
  }

  function fontRule(face: SheetFontFace): Promise<string> {
    return once(fonts, face.file, async () => {
      const data = (await readFile(fontFileUrl(face))).toString("base64");
      return fontFaceRule(face, `data:font/${face.format};base64,${data}`);
    });
  }

  /** A background as data, served as the app serves it (`/media/backgrounds/...`); undefined if it is gone. */
  function picture(path: string): Promise<string | undefined> {
    return once(pictures, path, async () => {
      const response = await app.inject({ method: "GET", url: path });
      if (response.statusCode !== 200) return undefined;
      const type = String(response.headers["content-type"] ?? "application/octet-stream").split(";")[0];
      return `data:${type};base64,${response.rawPayload.toString("base64")}`;
    });
  }

  async function renderer(): Promise<RenderPrintDocument> {
    const entry = (await loadWebBuild()).entry.module as { renderPrintDocument?: RenderPrintDocument };
    if (typeof entry.renderPrintDocument !== "function") {
      throw new Error("The web app's server bundle has no renderPrintDocument: rebuild the web app.");
    }
    return entry.renderPrintDocument;
  }

  async function backgroundOf(doc: Checklist): Promise<string | undefined> {
    if (!doc.design.showBackground) return undefined;
    const path = backgroundUrlFor(doc, await backgrounds());
    return path ? picture(path) : undefined;
  }

  return {
    async html(doc, paper) {
      const [render, faces, backgroundUrl] = await Promise.all([
        renderer(),
        Promise.all(fontFacesFor(doc).map(fontRule)),
        backgroundOf(doc),
      ]);
      return render({ doc, ...paper, fontFaces: faces.join(""), backgroundUrl });
    },
  };
}
