import { api } from "../../lib/api.ts";
import { changeById } from "../../lib/form-action.ts";
import { MESSAGES } from "./collection-messages.ts";

/** Keeping someone's shared checklist, from its view page or the bookmarks tab. */
export const BOOKMARK_INTENTS = {
  bookmark: changeById(
    (id) => api.request("POST /api/bookmark/:id", { params: { id } }),
    MESSAGES.bookmarked,
  ),
  unbookmark: changeById(
    (id) => api.request("DELETE /api/bookmark/:id", { params: { id } }),
    MESSAGES.unbookmarked,
  ),
};
