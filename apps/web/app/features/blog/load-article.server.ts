import type { BlogPost } from "@listful/contracts";
import type { RouterContextProvider } from "react-router";
import { isBadRequest, isNotFound, readOrNotFound } from "../../lib/api-errors.ts";
import { requestContext } from "../../request-context.ts";

/** The article at /blog/{slug}, or an HTTP 404 page when there is none. */
export function loadArticle(context: Readonly<RouterContextProvider>, slug: string): Promise<BlogPost> {
  // A slug the API cannot read names no article either.
  return readOrNotFound(
    context.get(requestContext).api.request("GET /api/blog/posts/:slug", { params: { slug } }),
    "This article could not be found.",
    (error) => isNotFound(error) || isBadRequest(error),
  );
}
