import type { FastifyBaseLogger } from "fastify";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { THUMBNAILS_FOLDER, type ThumbnailJob, type Thumbnails } from "../pdf/thumbnails.ts";
import type { TemplateRepository } from "./templates.repository.ts";

export function templateThumbnailJob(templates: TemplateRepository, id: number): ThumbnailJob {
  return {
    key: `${THUMBNAILS_FOLDER}/templates/${id}.webp`,
    async load() {
      const row = await templates.findById(id);
      if (!row) return undefined;
      return { doc: readStoredDocument(row.data), version: row.updatedAt.getTime() };
    },
    save: (path) => templates.setImage(id, path),
  };
}

/** Draws thumbnails for templates that have none (a fresh seed), one after another. */
export async function drawMissingTemplateThumbnails(deps: {
  templates: TemplateRepository;
  thumbnails: Thumbnails;
  log: FastifyBaseLogger;
}): Promise<void> {
  for (const { id } of await deps.templates.listWithoutImage()) {
    try {
      await deps.thumbnails.draw(templateThumbnailJob(deps.templates, id));
    } catch (error) {
      deps.log.warn({ err: error, templateId: id }, "template thumbnail failed");
    }
  }
}
