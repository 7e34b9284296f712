import { TEMPLATE_TYPE_SLUGS, type TemplateType } from "@listful/checklist";
import type { Template, TemplateStats } from "@listful/contracts";
import type { GallerySort } from "../../../lib/hrefs.ts";

/** What the catalogue shows: one type or all, in an order. */
export type CatalogueQuery = { readonly type: TemplateType | null; readonly sort: GallerySort };

export const DEFAULT_QUERY: CatalogueQuery = { type: null, sort: "popular" };

function isTemplateType(value: string | null): value is TemplateType {
  return (TEMPLATE_TYPE_SLUGS as readonly (string | null)[]).includes(value);
}

/** The gallery's query read back from its address; anything unknown means the default. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const type = params.get("type");
  return {
    type: isTemplateType(type) ? type : null,
    sort: params.get("sort") === "newest" ? "newest" : "popular",
  };
}

/** How often each template was opened or downloaded, from either list. */
function usage(stats: TemplateStats | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const stat of [...(stats?.create ?? []), ...(stats?.gallery ?? [])]) {
    counts.set(stat.templateId, (counts.get(stat.templateId) ?? 0) + stat.views + stat.downloads);
  }
  return counts;
}

/**
 * The templates the query shows, in its order: popular is most used first (the curated orderBy breaks
 * ties, so a fresh site shows the curated order); newest is the latest added first.
 */
export function selectTemplates(
  templates: readonly Template[],
  query: CatalogueQuery,
  stats: TemplateStats | null,
): Template[] {
  const shown = templates.filter((template) => !query.type || template.category === query.type);
  if (query.sort === "newest") return shown.sort((a, b) => b.id - a.id);
  const counts = usage(stats);
  return shown.sort(
    (a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.orderBy - b.orderBy || a.id - b.id,
  );
}
