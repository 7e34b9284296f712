import "@listful/sheet/sheet.css";
import "../styles/workspace.css";
import { OwnerCheckOff } from "../features/check-off/owner-check-off.tsx";
import { VisitorCheckOff } from "../features/check-off/visitor-check-off.tsx";
import { ErrorPage } from "../features/shell/error-page.tsx";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { loadChecklist } from "../features/view/load-checklist.server.ts";
import { viewMeta } from "../features/view/view-meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import type { Route } from "./+types/check-off";

/**
 * On check-off the header scrolls away and there is no footer (docs/PRODUCT.md, Header, footer and menus).
 */
export const handle: ShellHandle = { staticHeader: true, hideFooter: true };

export async function loader({ context, url }: Route.LoaderArgs) {
  return { checklist: await loadChecklist(context, url.searchParams.get("id")) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return viewMeta(loaderData?.checklist, error);
}

export default function CheckOff({ loaderData }: Route.ComponentProps) {
  const { checklist } = loaderData;
  // Keyed by id: another checklist starts from its own state, not this one's ticks.
  return checklist.isOwner ? (
    <OwnerCheckOff key={checklist.id} checklist={checklist} />
  ) : (
    <VisitorCheckOff key={checklist.id} checklist={checklist} />
  );
}

/** Its own, so the page's title says why there is no checklist (the layout's would leave it the site's). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
