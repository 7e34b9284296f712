import { and, checklists, eq } from "@listful/db";

/** A checklist's row without its document: what lists and the JSON read select. */
export const SUMMARY_COLUMNS = {
  id: checklists.id,
  title: checklists.title,
  image: checklists.image,
  folderId: checklists.folderId,
  templateId: checklists.templateId,
  isShared: checklists.isShared,
  revision: checklists.revision,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};

/** This checklist, if it is this user's: every owner-checked query filters by it. */
export function ownedChecklist(userId: string, id: string) {
  return and(eq(checklists.id, id), eq(checklists.userId, userId));
}
