import { type Checklist, checklistFileName, type PageFormat } from "@listful/checklist";
import { api } from "../../lib/api.ts";
import { downloadBlob } from "../../lib/download-blob.ts";

/** Said after "You are offline." when a PDF was asked for without a connection: the server prints it. */
export const PDF_NEEDS_CONNECTION = "Downloading a PDF needs a connection.";

/** The file name the server chose (Content-Disposition), else the checklist's own. */
function fileNameOf(response: Response, doc: Checklist): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? checklistFileName(doc, "pdf");
}

/**
 * Asks the server for the checklist's vector PDF (the same sheet components, printed by Chromium) and saves it.
 * With `hideDone` it prints without what is done (the server's `withoutDoneItems`); with `twoUp` (A5 or
 * half-letter only) two pages on each A4 or Letter sheet, with cut marks.
 * Throws the API's error (a bad document, the service busy) for the caller's error handler.
 */
export async function downloadPdf(
  doc: Checklist,
  options: { format?: PageFormat; templateId?: number | null; hideDone?: boolean; twoUp?: boolean } = {},
): Promise<void> {
  const body = {
    data: doc,
    format: options.format ?? doc.pageFormat,
    templateId: options.templateId ?? null,
    ...(options.hideDone ? { hideDone: true } : {}),
    ...(options.twoUp ? { twoUp: true } : {}),
  };
  const response = await api.requestRaw("POST /api/pdf", { body });
  downloadBlob(await response.blob(), fileNameOf(response, doc));
}
