import "../styles/workspace.css";
import { TemplateIdParamsSchema } from "@listful/contracts";
import { data } from "react-router";
import { loadForAdmin } from "../features/admin/load-admin.server.ts";
import { TemplateDetailPage } from "../features/admin/templates/template-detail-page.tsx";
import { TEMPLATE_PAGE_INTENTS } from "../features/admin/templates/template-intents.ts";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/admin-template";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const id = TemplateIdParamsSchema.safeParse(params);
  if (!id.success) throw data("Not found.", { status: 404 });
  const template = await loadForAdmin(() =>
    api.request("GET /api/admin/template/:id", { params: { id: String(id.data.id) } }),
  );
  return { template };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), TEMPLATE_PAGE_INTENTS);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(
      loaderData ? `${loaderData.template.title}: template` : "Template",
      "One template and its changes.",
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminTemplate({ loaderData }: Route.ComponentProps) {
  return <TemplateDetailPage template={loaderData.template} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
