import type { BlogPost, BlogPostPage } from "@listful/contracts";

export type PostsRequest = { page: number; perPage: number; tag?: string | undefined };

/**
 * Where the blog's articles come from: Listful's own Markdown, or a WordPress site. The rest of the app reads
 * the blog only through this, and never learns which one it is.
 */
export type BlogSource = {
  readonly kind: "markdown" | "wordpress";
  /** Newest first; an empty page (never an error) when the source cannot answer. */
  listPosts(request: PostsRequest): Promise<BlogPostPage>;
  /** One of Listful's own articles; null when there is none by that slug (WordPress posts live on their site). */
  findPost(slug: string): Promise<BlogPost | null>;
};

/** A page of a list held in memory. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length;
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
  };
}
