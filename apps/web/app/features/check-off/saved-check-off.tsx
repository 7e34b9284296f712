import { CheckIcon } from "../../ui/icons/check-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffLayout } from "./check-off-layout.tsx";
import { useSavedCheckOff } from "./use-saved-check-off.ts";

/**
 * Ticks saved on the server, so every device sees them after a reload: the owner's own checklist, or someone's
 * checklist shared for ticking off, where everyone with the link ticks the one list.
 */
export function SavedCheckOff({ checklist }: { checklist: LoadedChecklist }) {
  const saver = checklist.isOwner ? "owner" : "link";
  const { doc, dispatch, status } = useSavedCheckOff(checklist.id, checklist.doc, saver);
  return (
    <CheckOffLayout
      checklist={checklist}
      doc={doc}
      dispatch={dispatch}
      status={
        <span role="status" className="inline-flex flex-wrap items-center gap-0.3">
          {saver === "link" ? (
            <span>Shared by {checklist.ownerName}: your ticks are saved for everyone with the link.</span>
          ) : null}
          {status === "saving" ? (
            <span className="inline-flex items-center gap-0.3">
              <Spinner /> Saving…
            </span>
          ) : (
            <span className="inline-flex items-center gap-0.3">
              <CheckIcon width="16" height="16" className="text-success" /> All changes saved
            </span>
          )}
        </span>
      }
    />
  );
}
