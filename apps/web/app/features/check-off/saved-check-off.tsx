import { useEffect } from "react";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";
import { CloudOffIcon } from "../../ui/icons/cloud-off-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { DELETED, NO_LONGER_SHARED, NOW_VIEW_ONLY } from "../live/live-notice.tsx";
import { LiveStatusLine } from "../live/live-status-line.tsx";
import { useLiveList } from "../live/use-live-list.ts";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffLayout } from "./check-off-layout.tsx";
import { useSavedCheckOff } from "./use-saved-check-off.ts";

/** "1 tick waiting", "3 ticks waiting". */
export function waitingLabel(count: number): string {
  return `${count} ${count === 1 ? "tick" : "ticks"} waiting`;
}

/**
 * Ticks saved on the server, so every device sees them after a reload: the owner's own checklist, or someone's
 * checklist shared for ticking off, where everyone with the link ticks the one list. Live: others' ticks show
 * as they are made, with who is here.
 */
export function SavedCheckOff({ checklist }: { checklist: LoadedChecklist }) {
  const saver = checklist.isOwner ? "owner" : "link";
  const { doc, dispatch, status, waiting, outbox } = useSavedCheckOff(
    checklist.id,
    { data: checklist.doc, revision: checklist.revision },
    saver,
    () => refusal,
  );
  const live = useLiveList(checklist.id, outbox);
  // The live channel open again: the server is back, so the ticks waiting for it go.
  useEffect(() => {
    if (live.status === "live") outbox.resume();
  }, [live.status, outbox]);
  const isViewOnly = saver === "link" && live.access === "view";
  const refusal =
    live.status === "deleted"
      ? DELETED
      : live.status === "not-shared"
        ? NO_LONGER_SHARED
        : isViewOnly
          ? NOW_VIEW_ONLY
          : null;
  return (
    <CheckOffLayout
      checklist={checklist}
      doc={doc}
      dispatch={dispatch}
      status={
        <span className="inline-flex flex-wrap items-center gap-x-1 gap-y-0.3">
          <LiveStatusLine live={live} isShared={checklist.isShared} isViewOnly={isViewOnly} />
          <span role="status" className="inline-flex flex-wrap items-center gap-0.3">
            {saver === "link" && !refusal ? (
              <span>Shared by {checklist.ownerName}: your ticks are saved for everyone with the link.</span>
            ) : null}
            {refusal ? null : status === "waiting" ? (
              <span
                className="inline-flex items-center gap-0.3 font-medium text-ink"
                data-testid="ticks-waiting"
              >
                <CloudOffIcon width="16" height="16" /> Offline: {waitingLabel(waiting)}
              </span>
            ) : status === "saving" ? (
              <span className="inline-flex items-center gap-0.3">
                <Spinner /> Saving…
              </span>
            ) : (
              <span className="inline-flex items-center gap-0.3">
                <CheckIcon width="16" height="16" className="text-success" /> All changes saved
              </span>
            )}
          </span>
        </span>
      }
    />
  );
}
