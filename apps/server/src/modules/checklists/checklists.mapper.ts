import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import type { ChecklistRow } from "@listful/db";
import { readStoredDocument } from "../../lib/stored-document.ts";

export function toChecklistSummary(row: Omit<ChecklistRow, "data" | "userId">): ChecklistSummary {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    folder: row.folderId ? { id: row.folderId } : null,
    template: row.templateId,
    isShared: row.isShared,
    revision: row.revision,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function toChecklistResponse(row: ChecklistRow): ChecklistResponse {
  return { ...toChecklistSummary(row), data: readStoredDocument(row.data) };
}
