import { useEffect, useRef } from "react";
import { useOnlineStatus, YOU_ARE_OFFLINE } from "../../lib/use-online-status.ts";
import { WifiOffIcon } from "../../ui/icons/wifi-off-icon.tsx";
import { toast } from "../../ui/toast.ts";
import { keepToastsAbove } from "../../ui/toast-place.ts";

const OFFLINE_WAIT = "Ticks and edits wait here and are saved once you reconnect.";

/** Tells the visitor when the connection drops (a banner while it lasts) and when it is back. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const previous = useRef(online);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    // Ticks and the editor's changes wait in the page (ticks even through a reload) and are sent on reconnecting.
    toast.info(online ? "You are back online." : `${YOU_ARE_OFFLINE} ${OFFLINE_WAIT}`);
  }, [online]);

  if (online) return null;
  return (
    <div
      ref={keepToastsAbove}
      role="status"
      className="fixed bottom-1 left-1/2 z-40 flex -translate-x-1/2 animate-pop-in items-center gap-0.5 rounded-full bg-ink px-1.25 py-0.5 text-sm text-white shadow-lift"
    >
      <WifiOffIcon />
      You are offline
    </div>
  );
}
