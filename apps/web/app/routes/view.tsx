import "@listful/sheet/sheet.css";
import "../styles/workspace.css";
import { useLocation } from "react-router";
import { BOOKMARK_INTENTS } from "../features/collection/bookmark-intents.ts";
import { NEXT_PERIOD_INTENTS } from "../features/collection/next-period.ts";
import { SHARING_INTENTS } from "../features/sharing/sharing-intents.ts";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { EmbedView } from "../features/view/embed-view.tsx";
import { isEmbedRequest } from "../features/view/is-embed.ts";
import { loadChecklist } from "../features/view/load-checklist.server.ts";
import { ViewFrame } from "../features/view/view-frame.tsx";
import { viewMeta } from "../features/view/view-meta.ts";
import { ViewPage } from "../features/view/view-page.tsx";
import type { DocumentHandle } from "../lib/document-handle.ts";
import { runIntent } from "../lib/form-action.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import type { Route } from "./+types/view";

/** `/view?embed=1` lives in other sites' frames. */
export const handle: DocumentHandle = { isFramed: isEmbedRequest };

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return { checklist: await loadChecklist(context, params.get("id")), isEmbed: isEmbedRequest(params) };
}

/** The owner's link switch and next period's copy, and a signed-in visitor's bookmark. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), {
    ...SHARING_INTENTS,
    ...NEXT_PERIOD_INTENTS,
    ...BOOKMARK_INTENTS,
  });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return viewMeta(loaderData?.checklist, error);
}

export default function View({ loaderData }: Route.ComponentProps) {
  const { checklist, isEmbed } = loaderData;
  return isEmbed ? <EmbedView checklist={checklist} /> : <ViewPage checklist={checklist} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { search } = useLocation();
  const page = <ErrorPage kind={routeErrorKind(error)} />;
  if (isEmbedRequest(new URLSearchParams(search))) return <main id="main">{page}</main>;
  return <ViewFrame>{page}</ViewFrame>;
}
