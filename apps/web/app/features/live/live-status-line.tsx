import { LiveNotice } from "./live-notice.tsx";
import { LivePresenceRow } from "./live-presence.tsx";
import type { useLiveList } from "./use-live-list.ts";

/**
 * Where a shared list's live channel stands, on the pages that show one: who is here while it is open (on a
 * shared list, or when someone else is), and a word when it is reconnecting or the list is no longer shared.
 */
export function LiveStatusLine({
  live,
  isShared,
  isViewOnly = false,
}: {
  live: ReturnType<typeof useLiveList>;
  isShared: boolean;
  isViewOnly?: boolean;
}) {
  // Who is here is known only while the channel is open: lost or ended, it says nothing stale.
  const showPresence = live.status === "live" && live.presence && (isShared || live.presence.count > 1);
  return (
    <>
      {showPresence && live.presence ? <LivePresenceRow presence={live.presence} /> : null}
      <LiveNotice status={live.status} isViewOnly={isViewOnly} />
    </>
  );
}
