import { applyTick, type Checklist, deriveTicks, type Tick, tickTarget } from "@listful/checklist";
import type { SheetUpdate } from "@listful/sheet";
import { useEffect, useState } from "react";
import { localTickStore, visitorTicksKey } from "./stored-ticks.ts";

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
 * Where the browser refuses storage (or it is full) the ticks still work, until the page is left, and
 * `isKept` turns false so the page can say so.
 */
export function useVisitorCheckOff(id: string, shared: Checklist) {
  const [ticks, setTicks] = useState<Tick[]>([]);
  const [isKept, setIsKept] = useState(true);
  useEffect(() => {
    const stored = localTickStore(visitorTicksKey(id)).read();
    setTicks(stored ?? []);
    setIsKept(stored !== null);
  }, [id]);

  function save(next: Tick[]) {
    setTicks(next);
    if (!localTickStore(visitorTicksKey(id)).write(next)) setIsKept(false);
  }

  const doc = ticks.reduce(applyTick, shared);
  return {
    doc,
    hasTicks: ticks.length > 0,
    isKept,
    dispatch: (update: SheetUpdate) => save(compact([...ticks, ...deriveTicks(doc, update(doc))])),
    reset: () => save([]),
  };
}
