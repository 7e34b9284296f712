import { Spinner } from "../../ui/spinner.tsx";
import type { LiveStatus } from "./live-connection.ts";

export const NO_LONGER_SHARED = "This checklist is no longer shared.";
export const DELETED = "This checklist was deleted.";
export const NOW_VIEW_ONLY = "The owner made this list view-only: ticks are no longer saved for everyone.";

/** Says when the live channel is lost and being tried again, and when the list has stopped being shared. */
export function LiveNotice({ status, isViewOnly }: { status: LiveStatus; isViewOnly: boolean }) {
  if (status === "not-shared" || status === "deleted") {
    return (
      <span role="alert" className="font-medium text-danger">
        {status === "deleted" ? DELETED : NO_LONGER_SHARED}
      </span>
    );
  }
  if (isViewOnly) {
    return (
      <span role="alert" className="font-medium text-ink">
        {NOW_VIEW_ONLY}
      </span>
    );
  }
  if (status === "reconnecting") {
    return (
      <span className="inline-flex items-center gap-0.3" data-testid="live-reconnecting">
        <Spinner /> Reconnecting…
      </span>
    );
  }
  return null;
}
