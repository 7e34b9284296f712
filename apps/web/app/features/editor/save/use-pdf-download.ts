import { clearPlaceholderItems } from "@listful/checklist";
import { useCallback, useState } from "react";
import { handleApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../ui/toast.ts";
import { askForPremium } from "../../billing/premium-prompt.ts";
import { downloadPdf, PDF_NEEDS_CONNECTION } from "../../print/download-pdf.ts";
import { reportTemplateEvent } from "../../templates/report-template-event.ts";
import { useEditorActions } from "../state/editor-context.ts";
import { useSaveControls } from "./save-context.ts";

const PDF_FAILED = "The PDF could not be made. Try again in a moment.";

/** Downloads the checklist as the server's vector PDF, with a pending state and a clear failure. */
export function usePdfDownload() {
  const { getDoc } = useEditorActions();
  const { template } = useSaveControls();
  const templateId = template?.id ?? null;
  const [isDownloading, setDownloading] = useState(false);
  /** `twoUp`: two small pages on each A4 or Letter sheet, with cut marks. */
  const download = useCallback(
    async (options: { twoUp?: boolean } = {}) => {
      setDownloading(true);
      try {
        await downloadPdf(clearPlaceholderItems(getDoc()), { templateId, ...options });
        if (templateId !== null) reportTemplateEvent(templateId, "download", "create");
      } catch (error) {
        // Leaving the page on a server error would take the editor's unsaved work with it.
        handleApiError(error, {
          onServerError: () => toast.error(PDF_FAILED),
          fallback: (reason) => reason ?? PDF_FAILED,
          onPaymentRequired: askForPremium,
          offline: PDF_NEEDS_CONNECTION,
        });
      } finally {
        setDownloading(false);
      }
    },
    [getDoc, templateId],
  );
  return { download, isDownloading };
}
