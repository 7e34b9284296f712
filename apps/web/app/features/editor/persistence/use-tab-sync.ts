import { useEffect, useRef } from "react";

const CHANNEL = "listful:editor";

type SavedMessage = { readonly type: "saved"; readonly checklistId: string; readonly revision: number };

/**
 * Tells the other tabs of this browser when a checklist is saved here, and hears when it is saved there, so a
 * tab that is behind knows at once instead of at its next save. Returns `announce` for after each save.
 */
export function useTabSync(checklistId: string | null, onSavedElsewhere: (revision: number) => void) {
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef(onSavedElsewhere);
  useEffect(() => {
    latest.current = onSavedElsewhere;
  });

  useEffect(() => {
    if (!checklistId || typeof BroadcastChannel === "undefined") return;
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = (event: MessageEvent<SavedMessage>) => {
      if (event.data?.type === "saved" && event.data.checklistId === checklistId) {
        latest.current(event.data.revision);
      }
    };
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [checklistId]);

  return (savedId: string, revision: number) =>
    channel.current?.postMessage({ type: "saved", checklistId: savedId, revision } satisfies SavedMessage);
}
