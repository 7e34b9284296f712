import type { UserRow } from "@listful/db";
import type { Storage } from "../../media/storage.ts";
import type { Thumbnails } from "../../pdf/thumbnails.ts";
import type { TemplateRepository } from "../../templates/templates.repository.ts";
import type { AdminTemplateRepository } from "../admin-templates.repository.ts";

export const TEMPLATE_NOT_FOUND = "This template does not exist.";

/** The admin who makes a change, named in its audit entry. */
export type Actor = Pick<UserRow, "id">;

/** What curating the library needs; every use case under `templates/` takes it first. */
export type AdminTemplateDeps = {
  repository: AdminTemplateRepository;
  templateRepository: TemplateRepository;
  storage: Storage;
  /** Draws page one as the preview; absent on a server that does not print (then an upload is needed). */
  thumbnails: Thumbnails | undefined;
  /** Whether a checklist exists, for `checklistId`. */
  checklistExists(id: string): Promise<boolean>;
};
