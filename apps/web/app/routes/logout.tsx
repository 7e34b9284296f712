import { redirect } from "react-router";
import { removeAllDrafts } from "../features/editor/persistence/draft-storage.ts";
import { api } from "../lib/api.ts";
import { HREFS } from "../lib/hrefs.ts";

/**
 * Signing out: the API ends the session and clears its cookies, the editor's drafts on this device are
 * forgotten, and the visitor goes home (docs/PRODUCT.md, Sessions).
 */
export async function clientAction() {
  removeAllDrafts();
  try {
    await api.request("POST /api/logout");
  } catch (error) {
    // The session may already be gone; going home signed out is still right.
    console.warn(error);
  }
  return redirect(HREFS.home);
}

export function loader() {
  return redirect(HREFS.home);
}
