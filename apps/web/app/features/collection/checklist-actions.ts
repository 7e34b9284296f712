import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { toast } from "../../ui/toast.ts";
import { downloadPdf } from "../print/download-pdf.ts";
import { MESSAGES } from "./collection-messages.ts";

/** A card needs everything but the document. */
export function toSummary({
  data: _data,
  isDuplicate: _copy,
  ...summary
}: ChecklistResponse): ChecklistSummary {
  return summary;
}

export async function duplicateChecklist(id: string): Promise<ChecklistSummary | null> {
  try {
    const copy = await api.request("POST /api/checklist/:id/copy", { params: { id } });
    toast.success(MESSAGES.duplicated);
    return toSummary(copy);
  } catch (error) {
    handleApiError(error);
    return null;
  }
}

/** SPEC section 8 names the failure message itself, so it is shown rather than the server's wording. */
export async function deleteChecklist(id: string): Promise<boolean> {
  try {
    await api.request("DELETE /api/checklist/:id", { params: { id } });
    toast.success(MESSAGES.deleted);
    return true;
  } catch (error) {
    handleApiError(error, { fallback: MESSAGES.notDeleted });
    return false;
  }
}

export async function downloadChecklistPdf(id: string): Promise<void> {
  try {
    const checklist = await api.request("GET /api/checklist/:id", { params: { id } });
    await downloadPdf(checklist.data);
  } catch (error) {
    handleApiError(error);
  }
}
