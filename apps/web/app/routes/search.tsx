import "../styles/content.css";
import { loadSearch } from "../features/search/load-search.server.ts";
import { SearchPage } from "../features/search/search-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/search";

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadSearch(context, url.searchParams);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.q ? `Search: ${loaderData.q}` : "Search";
  return [
    ...pageMeta(title, "Search Listful's checklist templates and the blog's articles."),
    // Result pages are endless variations of one page: keep them out of search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
