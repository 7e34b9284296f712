import { parseChecklist } from "@listful/checklist";
import type { FastifyBaseLogger } from "fastify";
import type { PreviewJob, Previews } from "../pdf/previews.ts";
import type { TemplateRepository } from "./templates.repository.ts";

export function templatePreviewJob(templates: TemplateRepository, id: number): PreviewJob {
  return {
    key: `previews/templates/${id}.webp`,
    async load() {
      const row = await templates.findById(id);
      if (!row) return undefined;
      // Stored templates are read like any other document: migrated, then validated.
      const parsed = parseChecklist(row.data);
      return parsed.ok ? { doc: parsed.checklist, version: row.updatedAt.getTime() } : undefined;
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
