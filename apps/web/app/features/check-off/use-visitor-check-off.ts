import { applyTick, type Checklist, deriveTicks, type Tick, tickTarget } from "@listful/checklist";
import type { SheetUpdate } from "@listful/sheet";
import { useEffect, useState } from "react";
import { readVisitorTicks, visitorTicksKey } from "./visitor-ticks.ts";

/** The ticks this browser keeps for a checklist, or null when it refuses storage (site data blocked). */
function readTicks(id: string): Tick[] | null {
  try {
    return readVisitorTicks(localStorage.getItem(visitorTicksKey(id)));
  } catch {
    return null;
  }
}

/** Keeps the ticks in this browser; says whether it could. */
function writeTicks(id: string, ticks: readonly Tick[]): boolean {
  try {
    if (ticks.length === 0) localStorage.removeItem(visitorTicksKey(id));
    else localStorage.setItem(visitorTicksKey(id), JSON.stringify(ticks));
    return true;
  } catch {
    return false;
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
 * Where the browser refuses storage (or it is full) the ticks still work, until the page is left, and
 * `isKept` turns false so the page can say so.
 */
export function useVisitorCheckOff(id: string, shared: Checklist) {
  const [ticks, setTicks] = useState<Tick[]>([]);
  const [isKept, setIsKept] = useState(true);
  useEffect(() => {
    const stored = readTicks(id);
    setTicks(stored ?? []);
    setIsKept(stored !== null);
  }, [id]);

  function save(next: Tick[]) {
    setTicks(next);
    if (!writeTicks(id, next)) setIsKept(false);
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
