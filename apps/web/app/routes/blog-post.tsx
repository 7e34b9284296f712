import "../styles/content.css";
import { ArticlePage } from "../features/blog/article-page.tsx";
import { loadArticle } from "../features/blog/load-article.server.ts";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadArticle(context, params.slug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.title, loaderData.description) : [];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <ArticlePage post={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage kind={routeErrorKind(error)} />;
}
