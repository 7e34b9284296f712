import { ApiError } from "@listful/contracts";
import { handleApiError } from "../../lib/api-errors.ts";
import { toast } from "../../ui/toast.ts";

const OFFLINE = "Your tick couldn't be saved, so it has been undone. Check your connection and try again.";

/** A tick the server refused: say why, in its words when it gave any (a deleted item asks for a reload). */
export function reportTickError(error: unknown): void {
  if (error instanceof ApiError && error.status === 500) handleApiError(error);
  else if (error instanceof ApiError) toast.error(`${error.envelope.error} Your tick has been undone.`);
  else toast.error(OFFLINE);
}
