import { type Checklist, deriveTicks } from "@listful/checklist";
import { useEffect, useState, useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { toast } from "../../ui/toast.ts";
import { reportTickError } from "./tick-error.ts";
import { createTickOutbox, type SendTick } from "./tick-outbox.ts";

/**
 * Who saves the ticks on the server: the owner, on their own checklist, or anyone with the link of a checklist
 * its owner shares for ticking off.
 */
export type TickSaver = "owner" | "link";

export const ANSWERS_ARE_THE_OWNERS =
  "Anyone with the link can tick this list off; only its owner writes in it.";

function sender(id: string, saver: TickSaver): SendTick {
  return saver === "owner"
    ? async (tick) =>
        (await api.request("PATCH /api/checklist/:id/check", { params: { id }, body: tick })).data
    : async (tick) =>
        (await api.request("PATCH /api/checklist/preview/:id/check", { params: { id }, body: tick })).data;
}

/** Check-off saved on the server: the page shows the tick outbox (`tick-outbox.ts`) and leaves only once it is sent. */
export function useSavedCheckOff(id: string, initial: Checklist, saver: TickSaver) {
  const [outbox] = useState(() => createTickOutbox(initial, sender(id, saver), reportTickError));
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

  // Through a link, ticks and marks only: a written answer stays the owner's (the server refuses it too).
  const dispatch =
    saver === "owner"
      ? outbox.dispatch
      : (update: (doc: Checklist) => Checklist) => {
          const current = outbox.getState().doc;
          if (deriveTicks(current, update(current)).some((tick) => tick.kind === "field")) {
            toast.info(ANSWERS_ARE_THE_OWNERS);
            return;
          }
          outbox.dispatch(update);
        };
  return { doc, dispatch, status };
}
