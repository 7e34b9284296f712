import { and, checklists, eq, sql } from "@listful/db";

/** A checklist's row without its document. */
const SUMMARY_COLUMNS = {
  id: checklists.id,
  title: checklists.title,
  image: checklists.image,
  folderId: checklists.folderId,
  templateId: checklists.templateId,
  isShared: checklists.isShared,
  shareAccess: checklists.shareAccess,
  revision: checklists.revision,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};

/** A card's row, as My collection lists it: the row without its document, and the two fields of its document that say whether it has a period. */
export const CARD_COLUMNS = {
  ...SUMMARY_COLUMNS,
  timeframe: sql<unknown>`${checklists.data}->'timeframe'`,
  isUndated: sql<unknown>`${checklists.data}->'isUndated'`,
};

/** This checklist, if its link is shared for ticking: what a visitor's tick may change. */
export function tickableChecklist(id: string) {
  return and(eq(checklists.id, id), eq(checklists.isShared, true), eq(checklists.shareAccess, "tick"));
}

/** This checklist, if it is this user's: every owner-checked query filters by it. */
export function ownedChecklist(userId: string, id: string) {
  return and(eq(checklists.id, id), eq(checklists.userId, userId));
}
