import { checklistTitle } from "@listful/checklist";
import { isAdmin } from "@listful/contracts";
import type { ChecklistRow, UserRow } from "@listful/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain-errors.ts";
import { readDocument } from "../../lib/document-input.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { PremiumGate, Subscriber } from "../billing/premium-gate.ts";
import type { TemplateRepository } from "../templates/templates.repository.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";

export const CHECKLIST_NOT_FOUND = "This checklist does not exist or is not yours.";

export type ChecklistService = ReturnType<typeof createChecklistService>;

/** A save from a stale copy: it carries the current row, so the answer can offer it. */
export class ChecklistConflictError extends ConflictError {
  readonly current: ChecklistRow;
  constructor(current: ChecklistRow) {
    super("This checklist was changed elsewhere since you opened it.");
    this.current = current;
  }
}

/** Who saves: the owner, with the plan that decides what premium content they may add. */
type Owner = Subscriber & Pick<UserRow, "id" | "roles">;

export function createChecklistService(deps: {
  checklistRepository: ChecklistRepository;
  templateRepository: TemplateRepository;
  premium: PremiumGate;
  /** Told after every change to a document, to redraw its thumbnail and tell its open pages. */
  onDocumentChanged?: (row: ChecklistRow) => void;
}) {
  const changed = (row: ChecklistRow) => {
    deps.onDocumentChanged?.(row);
    return row;
  };

  async function owned(userId: string, id: string): Promise<ChecklistRow> {
    const row = await deps.checklistRepository.findOwned(userId, id);
    if (!row) throw new NotFoundError(CHECKLIST_NOT_FOUND);
    return row;
  }

  return {
    owned,

    async create(user: Owner, input: { data: unknown; templateId?: number | null | undefined }) {
      const data = readDocument(input.data);
      let templateId: number | null = null;
      if (input.templateId) {
        const template = await deps.templateRepository.findById(input.templateId);
        // A draft is the admins' until it is published.
        if (!template || (!template.isPublished && !isAdmin(user))) {
          throw new InvalidInputError({ templateId: "This template does not exist." });
        }
        templateId = input.templateId;
      }
      await deps.premium.checkTemplate(user, templateId);
      await deps.premium.checkSave(user, data, undefined);
      const userId = user.id;
      return changed(
        await deps.checklistRepository.insert({ userId, title: checklistTitle(data), data, templateId }),
      );
    },

    async update(user: Owner, id: string, input: { data: unknown; revision?: number | undefined }) {
      const data = readDocument(input.data);
      const userId = user.id;
      const saved = await owned(userId, id);
      await deps.premium.checkSave(user, data, readStoredDocument(saved.data));
      const row = await deps.checklistRepository.updateDocument(
        userId,
        id,
        { data, title: checklistTitle(data) },
        input.revision,
      );
      if (row) return changed(row);
      throw new ChecklistConflictError(await owned(userId, id));
    },
  };
}
