import type { FastifyBaseLogger } from "fastify";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { THUMBNAILS_FOLDER } from "../media/storage.ts";
import type { ThumbnailJob, Thumbnails } from "../pdf/thumbnails.ts";
import type { TemplateRepository } from "./templates.repository.ts";

export function templateThumbnailJob(templateRepository: TemplateRepository, id: number): ThumbnailJob {
  return {
    key: `${THUMBNAILS_FOLDER}/templates/${id}.webp`,
    async load() {
      const row = await templateRepository.findById(id);
      if (!row) return undefined;
      return { doc: readStoredDocument(row.data), version: row.updatedAt.getTime() };
    },
    save: (path) => templateRepository.setImage(id, path),
  };
}

/** Draws thumbnails for templates that have none (a fresh seed), one after another. */
export async function drawMissingTemplateThumbnails(deps: {
  templateRepository: TemplateRepository;
  thumbnails: Thumbnails;
  log: FastifyBaseLogger;
}): Promise<void> {
  for (const { id } of await deps.templateRepository.listWithoutImage()) {
    try {
      await deps.thumbnails.draw(templateThumbnailJob(deps.templateRepository, id));
    } catch (error) {
      deps.log.warn({ err: error, templateId: id }, "template thumbnail failed");
    }
  }
}
