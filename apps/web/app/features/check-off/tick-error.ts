import { handleApiError } from "../../lib/api-errors.ts";

const UNDONE = "Your tick couldn't be saved, so it has been undone.";

/**
 * A tick the server refused: say why, in its words when it gave any (a deleted item asks for a reload), and that
 * it was undone. A tick that found no server is not refused: it waits to be sent (`tick-outbox.ts`).
 */
export function reportTickError(error: unknown): void {
  handleApiError(error, {
    fallback: (reason) => (reason ? `${reason} Your tick has been undone.` : UNDONE),
  });
}
