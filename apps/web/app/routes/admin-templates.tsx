import "../styles/workspace.css";
import { loadForAdmin } from "../features/admin/load-admin.server.ts";
import { readLibraryFilters, toListQuery } from "../features/admin/templates/library-filters.ts";
import { TEMPLATE_LIBRARY_INTENTS } from "../features/admin/templates/template-intents.ts";
import { TemplateLibraryPage } from "../features/admin/templates/template-library-page.tsx";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/admin-templates";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filters = readLibraryFilters(url.searchParams);
  // The admin call first: anyone else gets the 404 before anything else is read.
  const templates = await loadForAdmin(() =>
    api.request("GET /api/admin/templates", { query: toListQuery(filters) }),
  );
  const categories = await api.request("GET /api/templates-category");
  return { templates, categories, filters };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), TEMPLATE_LIBRARY_INTENTS);
}

export function meta() {
  return [
    ...pageMeta("Template library", "Curate the template library."),
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminTemplates({ loaderData }: Route.ComponentProps) {
  return <TemplateLibraryPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
