import { type BlogPost, isApiError } from "@listful/contracts";
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../../request-context.ts";

/** The article at /blog/{slug}, or an HTTP 404 page when there is none. */
export async function loadArticle(context: Readonly<RouterContextProvider>, slug: string): Promise<BlogPost> {
  try {
    return await context.get(requestContext).api.request("GET /api/blog/posts/:slug", { params: { slug } });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data("This article could not be found.", { status: 404 });
    }
    throw error;
  }
}
