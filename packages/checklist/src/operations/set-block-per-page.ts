import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type SetBlockPerPageInput = {
  /** At most this many blocks (text headers aside) per page; null fills pages. */
  readonly blockPerPage: number | null;
};

export function setBlockPerPage(doc: Checklist, input: SetBlockPerPageInput): Checklist {
  const value = input.blockPerPage;
  const isValid = value === null || (Number.isInteger(value) && value >= 1 && value <= LIMITS.blockPerPage);
  if (!isValid || value === doc.blockPerPage) return doc;
  return { ...doc, blockPerPage: value };
}
