import type { FastifyBaseLogger } from "fastify";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { PreviewJob, Previews } from "../pdf/previews.ts";
import type { TemplateRepository } from "./templates.repository.ts";

export function templatePreviewJob(templates: TemplateRepository, id: number): PreviewJob {
  return {
    key: `previews/templates/${id}.webp`,
    async load() {
      const row = await templates.findById(id);
      if (!row) return undefined;
      return { doc: readStoredDocument(row.data), version: row.updatedAt.getTime() };
    },
    save: (path) => templates.setImage(id, path),
  };
}

/** Draws page-one images for templates that have none (a fresh seed), one after another. */
export async function drawMissingTemplatePreviews(deps: {
  templates: TemplateRepository;
  previews: Previews;
  log: FastifyBaseLogger;
}): Promise<void> {
  for (const { id } of await deps.templates.listWithoutImage()) {
    try {
      await deps.previews.draw(templatePreviewJob(deps.templates, id));
    } catch (error) {
      deps.log.warn({ err: error, templateId: id }, "template preview failed");
    }
  }
}
