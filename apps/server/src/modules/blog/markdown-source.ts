import type { BlogPostSummary } from "@listful/contracts";
import type { BlogSource } from "./blog-source.ts";
import { pageOf } from "./blog-source.ts";
import type { MarkdownArticle } from "./markdown-articles.ts";

/** Listful's own articles, read from the repository once at start. */
export function createMarkdownSource(articles: readonly MarkdownArticle[]): BlogSource {
  const bySlug = new Map(articles.map((article) => [article.post.slug, article.post]));
  const summaries: BlogPostSummary[] = articles.map(({ post }) => {
    const { html: _html, description: _description, ...summary } = post;
    return summary;
  });
  return {
    kind: "markdown",
    async listPosts({ page, perPage, tag }) {
      const matching = tag ? summaries.filter((post) => post.tags.includes(tag)) : summaries;
      const { items, ...rest } = pageOf(matching, page, perPage);
      return { posts: items, ...rest };
    },
    async findPost(slug) {
      return bySlug.get(slug) ?? null;
    },
  };
}
