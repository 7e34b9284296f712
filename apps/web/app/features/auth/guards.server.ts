import type { User } from "@listful/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { dashboardHref, HREFS } from "../../lib/hrefs.ts";
import { requestContext } from "../../request-context.ts";

/**
 * The session's redirects (docs/PRODUCT.md, Redirects), decided while rendering on the server so the wrong
 * page never flashes: a signed-in user has no business on the sign-in pages, and a guest none on the private
 * ones.
 */
export function redirectSignedInUser(context: Readonly<RouterContextProvider>): void {
  if (context.get(requestContext).user) throw redirect(dashboardHref());
}

export function requireUser(context: Readonly<RouterContextProvider>): User {
  const { user } = context.get(requestContext);
  if (!user) throw redirect(HREFS.home);
  return user;
}
