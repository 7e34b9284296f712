import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { dashboardHref } from "../../lib/hrefs.ts";
import { readReturnPath } from "../../lib/return-path.ts";
import { toast } from "../../ui/toast.ts";
import { MESSAGES } from "../collection/collection-messages.ts";

/**
 * Where signing in (or up) takes the person back to, and what it finishes for them there: a guest who
 * pressed Bookmark on a shared checklist lands back on it with the bookmark made.
 */
export type SignInReturn = { readonly next: string; readonly bookmark: string | null };

const CHECKLIST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The return carried by a sign-in page's address (`?next=/view%3Fid%3D…&bookmark=…`); null without a safe one. */
export function readSignInReturn(params: URLSearchParams): SignInReturn | null {
  const next = readReturnPath(params.get("next"));
  if (!next) return null;
  const bookmark = params.get("bookmark");
  return { next, bookmark: bookmark && CHECKLIST_ID.test(bookmark) ? bookmark : null };
}

/** After a sign-in or sign-up: does what the person came to do, then goes back (else to the collection). */
export async function finishSignIn(target: SignInReturn | null): Promise<Response> {
  if (target?.bookmark) {
    try {
      await api.request("POST /api/bookmark/:id", { params: { id: target.bookmark } });
      toast.success(MESSAGES.bookmarked);
    } catch (error) {
      handleApiError(error);
    }
  }
  return redirect(target?.next ?? dashboardHref());
}
