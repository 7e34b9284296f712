import "../styles/workspace.css";
import { loadForAdmin } from "../features/admin/load-admin.server.ts";
import { readStatsFilters } from "../features/admin/stats/stats-filters.ts";
import { StatsPage } from "../features/admin/stats/stats-page.tsx";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { isBadRequest } from "../lib/api-errors.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/admin-template-stats";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filters = readStatsFilters(url.searchParams);
  const query = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  try {
    const stats = await loadForAdmin(() => api.request("GET /api/admin/templates/stats", { query }));
    return { stats, error: null, filters };
  } catch (error) {
    // A range the API refuses (the end before the start, more than a year) is said on the page, with its form.
    if (isBadRequest(error)) return { stats: null, error: error.envelope.error, filters };
    throw error;
  }
}

export function meta() {
  return [
    ...pageMeta("Template statistics", "Views and downloads of the templates over time."),
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminTemplateStats({ loaderData }: Route.ComponentProps) {
  return <StatsPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
