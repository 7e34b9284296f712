import type { ApiClient } from "@listful/contracts";
import type { CatalogueData } from "./template-catalogue.tsx";

/**
 * How long one server process reuses the catalogue it fetched. It is public and the same for everyone, it
 * changes only when an admin edits a template or a thumbnail is redrawn, and browsers already keep the API's
 * answers a minute (cache-control); fetching it once per render would make the gallery and the nine landing
 * pages the slowest pages to render. An admin's change to the library moves the library's version on in the
 * database, which every render asks first (a one-row read), so an unpublished template leaves the gallery of
 * every instance at once.
 */
const CATALOGUE_TTL_MS = 30_000;

let cached: { until: number; version: number; catalogue: Promise<CatalogueData> } | null = null;

async function fetchCatalogue(api: ApiClient): Promise<CatalogueData> {
  const [templates, categories, stats] = await Promise.all([
    api.request("GET /api/templates/:type", { params: { type: "gallery" } }),
    api.request("GET /api/templates-category"),
    api.request("GET /template/stats").catch(() => null),
  ]);
  return { templates, categories, stats };
}

/**
 * The gallery's templates, the nine types and how often each template was used, for the server's render, so the
 * page arrives complete. Without the stats the catalogue still shows, in its curated order.
 */
export async function loadCatalogue(api: ApiClient, now = Date.now()): Promise<CatalogueData> {
  const { version } = await api.request("GET /api/templates/version");
  if (cached && cached.until > now && cached.version === version) return cached.catalogue;
  const catalogue = fetchCatalogue(api);
  const entry = { until: now + CATALOGUE_TTL_MS, version, catalogue };
  cached = entry;
  // A failed fetch is not kept: the next page asks again.
  catalogue.catch(() => {
    if (cached === entry) cached = null;
  });
  return catalogue;
}
