import { applyTick, type Checklist, deriveTicks, type Tick, tickTarget } from "@listful/checklist";
import type { SheetUpdate } from "@listful/sheet";
import { useEffect, useState } from "react";
import { readVisitorTicks, visitorTicksKey } from "./visitor-ticks.ts";

function readTicks(id: string): Tick[] {
  try {
    return readVisitorTicks(localStorage.getItem(visitorTicksKey(id)));
  } catch {
    // Storage blocked: nothing was kept.
    return [];
  }
}

/** The latest tick per target, in the order they were made (a parent's tick before its sub-item's). */
function compact(ticks: readonly Tick[]): Tick[] {
  const latest = new Map<string, Tick>();
  for (const tick of ticks) {
    latest.delete(tickTarget(tick));
    latest.set(tickTarget(tick), tick);
  }
  return [...latest.values()];
}

/**
 * Check-off of someone else's shared checklist: the visitor's ticks live in this browser only, replayed on
 * the owner's current copy each visit (a tick whose item is gone is skipped). Nothing is sent to the server.
 */
export function useVisitorCheckOff(id: string, shared: Checklist) {
  const [ticks, setTicks] = useState<Tick[]>([]);
  useEffect(() => setTicks(readTicks(id)), [id]);

  function save(next: Tick[]) {
    setTicks(next);
    try {
      if (next.length === 0) localStorage.removeItem(visitorTicksKey(id));
      else localStorage.setItem(visitorTicksKey(id), JSON.stringify(next));
    } catch {
      // Storage full or blocked: the ticks still show until the page is left.
    }
  }

  const doc = ticks.reduce(applyTick, shared);
  return {
    doc,
    hasTicks: ticks.length > 0,
    dispatch: (update: SheetUpdate) => save(compact([...ticks, ...deriveTicks(doc, update(doc))])),
    reset: () => save([]),
  };
}
