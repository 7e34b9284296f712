import type { ApiClient } from "@listful/contracts";
import type { CatalogueData } from "./template-catalogue.tsx";

/**
 * The gallery's templates, the nine types and how often each template was used, fetched on the server so the
 * page arrives complete. Without the stats the catalogue still shows, in its curated order.
 */
export async function loadCatalogue(api: ApiClient): Promise<CatalogueData> {
  const [templates, categories, stats] = await Promise.all([
    api.request("GET /api/templates/:type", { params: { type: "gallery" } }),
    api.request("GET /api/templates-category"),
    api.request("GET /template/stats").catch(() => null),
  ]);
  return { templates, categories, stats };
}
