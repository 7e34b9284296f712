import type { Checklist, PageFormat } from "@listful/checklist";
import { api } from "../../lib/api.ts";

/** The file name the server chose (Content-Disposition), or a plain fallback. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? "checklist.pdf";
}

/**
 * Asks the server for the checklist's vector PDF (the same sheet components, printed by Chromium) and saves it.
 * Throws the API's error (a bad document, the service busy) for the caller's error handler.
 */
export async function downloadPdf(doc: Checklist, format: PageFormat = doc.pageFormat): Promise<void> {
  const response = await api.requestRaw("POST /api/pdf", { body: { data: doc, format } });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
