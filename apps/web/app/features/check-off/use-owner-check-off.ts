import type { Checklist } from "@listful/checklist";
import { useEffect, useState, useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { reportTickError } from "./tick-error.ts";
import { createTickOutbox } from "./tick-outbox.ts";

/** Check-off for the owner: the page shows the tick outbox (`tick-outbox.ts`) and leaves only once it is sent. */
export function useOwnerCheckOff(id: string, initial: Checklist) {
  const [outbox] = useState(() =>
    createTickOutbox(
      initial,
      async (tick) =>
        (await api.request("PATCH /api/checklist/:id/check", { params: { id }, body: tick })).data,
      reportTickError,
    ),
  );
  const { doc, status } = useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);

  // Leaving with a tick unsaved asks first; an answer being typed is sent straight away.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      outbox.flush();
      if (outbox.hasUnsent()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onLeave);
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      outbox.flush();
    };
  }, [outbox]);

  return { doc, dispatch: outbox.dispatch, status };
}
