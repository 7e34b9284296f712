import { applyTick, type Checklist, deriveTicks, type Tick } from "@listful/checklist";
import type { SheetUpdate } from "@listful/sheet";
import { useEffect, useReducer, useRef } from "react";
import { api } from "../../lib/api.ts";
import { reportTickError } from "./tick-error.ts";

/** Typing in an answer is saved once the person pauses, not on every key. */
const ANSWER_PAUSE_MS = 600;

export type SaveStatus = "saved" | "saving";

/**
 * Check-off for the owner: every tick shows at once and is sent to the server, one at a time and in order.
 * The page shows the server's last answer with the ticks still on their way applied on top, so a tick the
 * server refuses simply drops out (rolled back, with an error toast) while later ones stay.
 */
export function useOwnerCheckOff(id: string, initial: Checklist) {
  const confirmed = useRef(initial);
  const queue = useRef<Tick[]>([]);
  const drafts = useRef(new Map<string, Tick>());
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const current = () => [...queue.current, ...drafts.current.values()].reduce(applyTick, confirmed.current);

  async function pump() {
    const tick = queue.current[0];
    if (sending.current || !tick) return;
    sending.current = true;
    try {
      const answer = await api.request("PATCH /api/checklist/:id/check", { params: { id }, body: tick });
      confirmed.current = answer.data;
    } catch (error) {
      reportTickError(error);
    } finally {
      queue.current.shift();
      sending.current = false;
      rerender();
      void pump();
    }
  }

  function flushDrafts() {
    clearTimeout(timer.current);
    if (drafts.current.size === 0) return;
    queue.current.push(...drafts.current.values());
    drafts.current.clear();
    void pump();
  }

  function dispatch(update: SheetUpdate) {
    const before = current();
    for (const tick of deriveTicks(before, update(before))) {
      if (tick.kind === "field") {
        drafts.current.set(tick.blockId, tick);
        clearTimeout(timer.current);
        timer.current = setTimeout(flushDrafts, ANSWER_PAUSE_MS);
      } else {
        queue.current.push(tick);
      }
    }
    rerender();
    void pump();
  }

  // Leaving with a tick unsaved asks first; an answer being typed is sent straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; listeners are set once.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      flushDrafts();
      if (queue.current.length > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", onLeave);
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      flushDrafts();
    };
  }, []);

  const status: SaveStatus = queue.current.length > 0 || drafts.current.size > 0 ? "saving" : "saved";
  return { doc: current(), dispatch, status };
}
