import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { toast } from "../../ui/toast.ts";
import { downloadPdf, PDF_NEEDS_CONNECTION } from "../print/download-pdf.ts";

/** A card needs everything but the document. */
export function toSummary({
  data: _data,
  isDuplicate: _copy,
  ...summary
}: ChecklistResponse): ChecklistSummary {
  return summary;
}

/** A card's PDF: its document first, then the print, said to be on its way once it is. */
export async function downloadChecklistPdf(id: string): Promise<void> {
  try {
    const checklist = await api.request("GET /api/checklist/:id", { params: { id } });
    toast.info("Preparing your PDF…");
    await downloadPdf(checklist.data);
  } catch (error) {
    handleApiError(error, { offline: PDF_NEEDS_CONNECTION });
  }
}
