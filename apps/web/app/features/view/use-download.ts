import type { Checklist } from "@listful/checklist";
import { useState } from "react";
import { handleApiError } from "../../lib/api-errors.ts";
import { downloadPdf, PDF_NEEDS_CONNECTION } from "../print/download-pdf.ts";

/** Downloads the checklist's PDF, with its ticks or without what is done, saying so while the server prints it. */
export function useDownload(doc: Checklist) {
  const [pending, setPending] = useState(false);
  async function download(choice: { hideDone: boolean; twoUp?: boolean }) {
    setPending(true);
    try {
      await downloadPdf(doc, choice);
    } catch (error) {
      handleApiError(error, { offline: PDF_NEEDS_CONNECTION });
    } finally {
      setPending(false);
    }
  }
  return { pending, download };
}
