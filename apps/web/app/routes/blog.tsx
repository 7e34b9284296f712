import "../styles/content.css";
import { BlogIndexPage } from "../features/blog/blog-index-page.tsx";
import { loadPostPage } from "../features/blog/load-posts.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/blog";

const PER_PAGE = 9;

export async function loader({ context, url }: Route.LoaderArgs) {
  const asked = Number(url.searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  return loadPostPage(context, { page, perPage: PER_PAGE });
}

export function meta() {
  return pageMeta(
    "Blog",
    "Articles on habits, planning, printing and routines, with printable checklist templates to try them.",
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage page={loaderData} />;
}
