import { isAdmin, type TemplateData, type TemplateList, type User } from "@listful/contracts";
import { NotFoundError } from "../../domain-errors.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { TemplateRepository } from "./templates.repository.ts";

export type TemplateService = ReturnType<typeof createTemplateService>;

/** The template catalogue as people browse it: the published templates, their categories and backgrounds. */
export function createTemplateService(deps: { templateRepository: TemplateRepository }) {
  return {
    listAll: () => deps.templateRepository.listAll(),
    listByType: (type: TemplateList) => deps.templateRepository.listByType(type),
    listCategories: () => deps.templateRepository.listCategories(),
    listBackgrounds: () => deps.templateRepository.listBackgrounds(),
    /** The library's version, which every admin change to a template moves on in its own transaction. */
    libraryVersion: () => deps.templateRepository.libraryVersion(),

    /**
     * A template's document, to open in the editor. A draft is there for admins only (they open it to check
     * it) and reads as missing to anyone else; `isPublished` says whether a cache may keep it.
     */
    async open(
      id: number,
      viewer: Pick<User, "roles"> | undefined,
    ): Promise<{ template: TemplateData; isPublished: boolean }> {
      const row = await deps.templateRepository.findById(id);
      if (!row || !(row.isPublished || (viewer && isAdmin(viewer)))) {
        throw new NotFoundError("This template does not exist.");
      }
      return {
        template: {
          id: row.id,
          title: row.title,
          isPremium: row.isPremium,
          data: readStoredDocument(row.data),
        },
        isPublished: row.isPublished,
      };
    },
  };
}
