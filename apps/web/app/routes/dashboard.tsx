import { requireUser } from "../features/auth/guards.server.ts";
import { CollectionPage } from "../features/collection/collection-page.tsx";
import { readCollectionView } from "../features/collection/collection-view.ts";
import { loadCollection } from "../features/collection/load-collection.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return pageMeta("My collection", "Your saved checklists, bookmarks and folders on Listful.");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  const view = readCollectionView(new URL(request.url).searchParams);
  return { name: user.name, data: await loadCollection(context.get(requestContext).api, view) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <CollectionPage name={loaderData.name} data={loaderData.data} />;
}
