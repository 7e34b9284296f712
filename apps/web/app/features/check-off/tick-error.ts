import { handleApiError } from "../../lib/api-errors.ts";

const OFFLINE = "Your tick couldn't be saved, so it has been undone. Check your connection and try again.";

/** A tick the server refused: say why, in its words when it gave any (a deleted item asks for a reload). */
export function reportTickError(error: unknown): void {
  handleApiError(error, {
    fallback: (reason) => (reason ? `${reason} Your tick has been undone.` : OFFLINE),
  });
}
