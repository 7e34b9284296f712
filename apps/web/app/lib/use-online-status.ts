import { useSyncExternalStore } from "react";

/** How the offline notice and every call that failed for want of a connection begin. */
export const YOU_ARE_OFFLINE = "You are offline.";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser says it has no connection; the server assumes it has one. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

/** The browser's online status; the server assumes online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
