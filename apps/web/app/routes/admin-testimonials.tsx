import "../styles/workspace.css";
import { AdminTestimonialsPage } from "../features/admin/admin-testimonials-page.tsx";
import { loadForAdmin } from "../features/admin/load-admin.server.ts";
import { TESTIMONIAL_INTENTS } from "../features/admin/testimonial-intents.ts";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/admin-testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  return { testimonials: await loadForAdmin(() => api.request("GET /api/admin/testimonials")) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), TESTIMONIAL_INTENTS);
}

export function meta() {
  return [...pageMeta("Testimonials", "Manage the testimonials."), { name: "robots", content: "noindex" }];
}

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return <AdminTestimonialsPage testimonials={loaderData.testimonials} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
