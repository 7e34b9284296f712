import { data, isRouteErrorResponse } from "react-router";

/** What a page that could not be drawn tells the visitor. */
export type RouteErrorKind = "not-found" | "not-shared" | "failed";

const NOT_SHARED = "This checklist is private or no longer shared.";

/**
 * The 404 of a checklist the visitor may not see. Private, no longer shared, deleted or never there: one
 * answer for all, so a link tells nothing of the checklist, not even whether it exists.
 */
export function checklistNotShared(): never {
  throw data(NOT_SHARED, { status: 404 });
}

/** What a route's error is to the visitor: an address with nothing behind it, a checklist not shared, or a failure. */
export function routeErrorKind(error: unknown): RouteErrorKind {
  if (!isRouteErrorResponse(error) || error.status !== 404) return "failed";
  return error.data === NOT_SHARED ? "not-shared" : "not-found";
}
