import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { downloadPdf } from "../print/download-pdf.ts";

/** A card needs everything but the document. */
export function toSummary({
  data: _data,
  isDuplicate: _copy,
  ...summary
}: ChecklistResponse): ChecklistSummary {
  return summary;
}

export async function downloadChecklistPdf(id: string): Promise<void> {
  try {
    const checklist = await api.request("GET /api/checklist/:id", { params: { id } });
    await downloadPdf(checklist.data);
  } catch (error) {
    handleApiError(error);
  }
}
