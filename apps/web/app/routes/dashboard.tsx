import "../styles/workspace.css";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "../features/auth/guards.server.ts";
import { BOOKMARK_INTENTS } from "../features/collection/bookmark-intents.ts";
import { CHECKLIST_INTENTS } from "../features/collection/checklist-intents.ts";
import { CollectionPage } from "../features/collection/collection-page.tsx";
import { readCollectionView } from "../features/collection/collection-view.ts";
import { FOLDER_INTENTS } from "../features/collection/folder-intents.ts";
import { loadCollection } from "../features/collection/load-collection.server.ts";
import { NEXT_PERIOD_INTENTS } from "../features/collection/next-period.ts";
import { SHARING_INTENTS } from "../features/sharing/sharing-intents.ts";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return pageMeta("My collection", "Your saved checklists, bookmarks and folders on Listful.");
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const view = readCollectionView(url.searchParams);
  return { name: user.name, data: await loadCollection(context.get(requestContext).api, view) };
}

const INTENTS = {
  ...CHECKLIST_INTENTS,
  ...NEXT_PERIOD_INTENTS,
  ...FOLDER_INTENTS,
  ...BOOKMARK_INTENTS,
  ...SHARING_INTENTS,
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), INTENTS);
}

/**
 * The page keeps its cards and folders in step with its own changes (cards loaded on demand included), so they
 * do not reload it: that would fetch the first cards again for nothing, and after deleting the folder shown it
 * would change the page under the dialog before the dialog could move on.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <CollectionPage name={loaderData.name} data={loaderData.data} />;
}
