import { type Checklist, deriveTicks } from "@listful/checklist";
import { useEffect, useState, useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { isUndelivered } from "../../lib/api-errors.ts";
import { toast } from "../../ui/toast.ts";
import type { StoredChecklist } from "../live/live-document.ts";
import { localTickStore, waitingTicksKey } from "./stored-ticks.ts";
import { reportTickError } from "./tick-error.ts";
import { createTickOutbox, type SendTick } from "./tick-outbox.ts";

/**
 * Who saves the ticks on the server: the owner, on their own checklist, or anyone with the link of a checklist
 * its owner shares for ticking off.
 */
export type TickSaver = "owner" | "link";

/** How often ticks waiting for the server are tried again while the browser is online. */
const WAITING_RETRY_MS = 5_000;

export const ANSWERS_ARE_THE_OWNERS =
  "Anyone with the link can tick this list off; only its owner writes in it.";

function sender(id: string, saver: TickSaver): SendTick {
  return saver === "owner"
    ? (tick) => api.request("PATCH /api/checklist/:id/check", { params: { id }, body: tick })
    : (tick) => api.request("PATCH /api/checklist/preview/:id/check", { params: { id }, body: tick });
}

/**
 * Check-off saved on the server: the page shows the tick outbox (`tick-outbox.ts`) and leaves only once it is
 * sent; `canTick` false (the link stopped allowing it) leaves every tick undone with a word why.
 */
export function useSavedCheckOff(
  id: string,
  initial: StoredChecklist,
  saver: TickSaver,
  canTick: () => string | null,
) {
  const [outbox] = useState(() =>
    createTickOutbox(initial, sender(id, saver), reportTickError, {
      keep: localTickStore(waitingTicksKey(id)),
      isUndelivered,
    }),
  );
  const { doc, status, waiting } = useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);

  // Ticks that waited from an earlier visit go now; waiting ones are tried again when the browser is back
  // online, and every few seconds while it says it is (the server may be what was away).
  useEffect(() => {
    outbox.restore();
    const retry = setInterval(() => navigator.onLine && outbox.resume(), WAITING_RETRY_MS);
    window.addEventListener("online", outbox.resume);
    return () => {
      clearInterval(retry);
      window.removeEventListener("online", outbox.resume);
    };
  }, [outbox]);

  // Leaving with a tick neither sent nor kept asks first; an answer being typed is sent straight away.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      outbox.flush();
      if (outbox.hasUnsent() && !outbox.isKept()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onLeave);
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      outbox.flush();
    };
  }, [outbox]);

  // Through a link, ticks and marks only: a written answer stays the owner's (the server refuses it too).
  const dispatch = (update: (doc: Checklist) => Checklist) => {
    const refusal = canTick();
    const current = outbox.getState().doc;
    if (
      !refusal &&
      saver === "link" &&
      deriveTicks(current, update(current)).some((t) => t.kind === "field")
    ) {
      toast.info(ANSWERS_ARE_THE_OWNERS);
    } else if (refusal) {
      toast.info(refusal);
    } else {
      outbox.dispatch(update);
    }
  };
  return { doc, dispatch, status, waiting, outbox };
}
