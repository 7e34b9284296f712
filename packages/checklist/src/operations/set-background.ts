import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type SetBackgroundInput = {
  readonly showBackground?: boolean;
  /** A background id from GET /api/backgrounds. */
  readonly backgroundId?: number;
};

export function setBackground(doc: Checklist, input: SetBackgroundInput): Checklist {
  const isValidId =
    Number.isInteger(input.backgroundId) &&
    (input.backgroundId ?? 0) >= 1 &&
    (input.backgroundId ?? 0) <= LIMITS.backgroundIdMax;
  const showBackground =
    typeof input.showBackground === "boolean" ? input.showBackground : doc.design.showBackground;
  const backgroundId = isValidId ? (input.backgroundId ?? doc.design.backgroundId) : doc.design.backgroundId;
  if (showBackground === doc.design.showBackground && backgroundId === doc.design.backgroundId) return doc;
  return { ...doc, design: { ...doc.design, showBackground, backgroundId } };
}
