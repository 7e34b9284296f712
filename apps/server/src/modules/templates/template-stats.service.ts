import type { TemplateStats, TemplateStatsEvent } from "@listful/contracts";
import { NotFoundError } from "../../domain-errors.ts";
import type { TemplateStatsRepository } from "./template-stats.repository.ts";

export type TemplateStatsService = ReturnType<typeof createTemplateStatsService>;

/** The template stats (docs/PRODUCT.md, Template stats): views and downloads of the published templates. */
export function createTemplateStatsService(deps: { stats: TemplateStatsRepository }) {
  return {
    totals(): Promise<TemplateStats> {
      return deps.stats.totals();
    },

    /** Counts an event of a template people can see; a draft or a missing one has none to count. */
    async record(event: TemplateStatsEvent): Promise<void> {
      if (!(await deps.stats.record(event))) throw new NotFoundError("This template does not exist.");
    },
  };
}
