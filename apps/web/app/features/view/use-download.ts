import type { Checklist } from "@listful/checklist";
import { useState } from "react";
import { handleApiError } from "../../lib/api-errors.ts";
import { downloadPdf, PDF_NEEDS_CONNECTION } from "../print/download-pdf.ts";

/** Downloads the checklist's PDF, saying so while the server prints it. */
export function useDownload(doc: Checklist) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      await downloadPdf(doc);
    } catch (error) {
      handleApiError(error, { offline: PDF_NEEDS_CONNECTION });
    } finally {
      setPending(false);
    }
  }
  return { pending, download };
}
