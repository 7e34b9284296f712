import { type Checklist, checklistTitle, parseChecklist, toFieldErrors } from "@listful/checklist";
import { CHECKLIST_DATA_MAX_BYTES } from "@listful/contracts";
import type { ChecklistRow } from "@listful/db";
import { HttpError, notFound, validationError } from "../../errors.ts";
import type { TemplateRepository } from "../templates/templates.repository.ts";
import { toChecklistResponse } from "./checklists.mapper.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";

export const CHECKLIST_NOT_FOUND = "This checklist does not exist or is not yours.";

export type ChecklistService = ReturnType<typeof createChecklistService>;

/** Reads a document sent by a client; every bad field is named under `data.`. */
export function readDocument(input: unknown): Checklist {
  const result = parseChecklist(input);
  if (result.ok) {
    if (Buffer.byteLength(JSON.stringify(result.checklist)) > CHECKLIST_DATA_MAX_BYTES) {
      throw validationError({ data: "The checklist is too large (at most 512 KB)." });
    }
    return result.checklist;
  }
  const fields = Object.fromEntries(
    Object.entries(toFieldErrors(result.error.issues)).map(([path, message]) => [
      path ? `data.${path}` : "data",
      message,
    ]),
  );
  throw validationError(fields, result.error.message);
}

export function createChecklistService(deps: {
  checklists: ChecklistRepository;
  templates: TemplateRepository;
  /** Told after every change to a document, to redraw its preview image. */
  onDocumentChanged?: (row: ChecklistRow) => void;
}) {
  const changed = (row: ChecklistRow) => {
    deps.onDocumentChanged?.(row);
    return row;
  };

  async function owned(userId: string, id: string): Promise<ChecklistRow> {
    const row = await deps.checklists.findOwned(userId, id);
    if (!row) throw notFound(CHECKLIST_NOT_FOUND);
    return row;
  }

  return {
    owned,
    /** Tells whoever listens (the preview drawer) that a document changed. */
    documentChanged: changed,

    async create(userId: string, input: { data: unknown; templateId?: number | null | undefined }) {
      const data = readDocument(input.data);
      let templateId: number | null = null;
      if (input.templateId) {
        if (!(await deps.templates.findById(input.templateId))) {
          throw validationError({ templateId: "This template does not exist." });
        }
        templateId = input.templateId;
      }
      return changed(await deps.checklists.insert({ userId, title: checklistTitle(data), data, templateId }));
    },

    async update(userId: string, id: string, input: { data: unknown; revision?: number | undefined }) {
      const data = readDocument(input.data);
      const row = await deps.checklists.updateDocument(
        userId,
        id,
        { data, title: checklistTitle(data) },
        input.revision,
      );
      if (row) return changed(row);
      const current = await owned(userId, id);
      throw new HttpError(409, "conflict", "This checklist was changed elsewhere since you opened it.", {
        extra: { current: toChecklistResponse(current) },
      });
    },
  };
}
