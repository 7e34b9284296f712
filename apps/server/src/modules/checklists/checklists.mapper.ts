import { getPeriodUnitName, hasPeriod, type PeriodUnitName } from "@listful/checklist";
import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import type { ChecklistRow } from "@listful/db";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { storedPeriod } from "./stored-period.ts";

type SummaryRow = Omit<ChecklistRow, "data" | "userId">;

function toSummary(row: SummaryRow, period: PeriodUnitName | null): ChecklistSummary {
  return {
    id: row.id,
    title: row.title,
    period,
    image: row.image,
    folder: row.folderId ? { id: row.folderId } : null,
    template: row.templateId,
    isShared: row.isShared,
    access: row.shareAccess,
    revision: row.revision,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** A card from a row read without its document (`CARD_COLUMNS`). */
export function toChecklistSummary(row: SummaryRow & { timeframe: unknown; isUndated: unknown }) {
  return toSummary(row, storedPeriod(row));
}

export function toChecklistResponse(row: ChecklistRow): ChecklistResponse {
  const data = readStoredDocument(row.data);
  return { ...toSummary(row, hasPeriod(data) ? getPeriodUnitName(data) : null), data };
}
