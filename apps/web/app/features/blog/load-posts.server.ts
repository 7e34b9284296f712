import type { BlogPostPage, BlogPostSummary } from "@listful/contracts";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../request-context.ts";

const NO_POSTS: BlogPostPage = { posts: [], page: 1, total: 0, totalPages: 0 };

/**
 * A page of the blog's posts; an empty one when the blog cannot answer (a section of posts is then left
 * out), never an error: the blog is never a reason for a page to fail.
 */
export async function loadPostPage(
  context: Readonly<RouterContextProvider>,
  query: { page?: number; perPage?: number; tag?: string },
): Promise<BlogPostPage> {
  const { api, logError } = context.get(requestContext);
  try {
    return await api.request("GET /api/blog/posts", { query });
  } catch (error) {
    logError(error, "could not read the blog's posts");
    return NO_POSTS;
  }
}

/** The three most recent posts, as the home page shows them. */
export async function loadRecentPosts(context: Readonly<RouterContextProvider>): Promise<BlogPostSummary[]> {
  return (await loadPostPage(context, { perPage: 3 })).posts;
}

/**
 * The posts about one template type (their tags name it), for its landing page with `PostsSection`.
 */
export async function loadPostsAbout(
  context: Readonly<RouterContextProvider>,
  type: string,
  count = 3,
): Promise<BlogPostSummary[]> {
  return (await loadPostPage(context, { perPage: count, tag: type })).posts;
}
