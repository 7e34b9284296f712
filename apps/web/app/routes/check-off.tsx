import "@listful/sheet/sheet.css";
import "../styles/workspace.css";
import { SavedCheckOff } from "../features/check-off/saved-check-off.tsx";
import { VisitorCheckOff } from "../features/check-off/visitor-check-off.tsx";
import { NEXT_PERIOD_INTENTS } from "../features/collection/next-period.ts";
import { ErrorPage } from "../features/shell/error-page.tsx";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { loadChecklist } from "../features/view/load-checklist.server.ts";
import { viewMeta } from "../features/view/view-meta.ts";
import { runIntent } from "../lib/form-action.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import type { Route } from "./+types/check-off";

/**
 * On check-off the header scrolls away and there is no footer (docs/PRODUCT.md, Header, footer and menus).
 */
export const handle: ShellHandle = { staticHeader: true, hideFooter: true };

export async function loader({ context, url }: Route.LoaderArgs) {
  return { checklist: await loadChecklist(context, url.searchParams.get("id")) };
}

/** The owner's next period's copy. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), NEXT_PERIOD_INTENTS);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return viewMeta(loaderData?.checklist, error);
}

export default function CheckOff({ loaderData }: Route.ComponentProps) {
  const { checklist } = loaderData;
  // Keyed by id: another checklist starts from its own state, not this one's ticks. The owner's ticks, and
  // everyone's on a list shared for ticking off, are saved on the server; a view-only link's stay here.
  return checklist.isOwner || checklist.access === "tick" ? (
    <SavedCheckOff key={checklist.id} checklist={checklist} />
  ) : (
    <VisitorCheckOff key={checklist.id} checklist={checklist} />
  );
}

/** Its own, so the page's title says why there is no checklist (the layout's would leave it the site's). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
