import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A complete static HTML page around a rendered sheet, as the server prints it (with the stylesheet inlined here). */
export function toPrintHtml(element: ReactElement, css: string, body = "%SHEET%"): string {
  const sheet = renderToStaticMarkup(element);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body>${body.replace("%SHEET%", () => sheet)}</body></html>`;
}
