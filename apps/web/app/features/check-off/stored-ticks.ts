import { type Tick, TickSchema } from "@listful/checklist";

/** Where this browser keeps a visitor's ticks of a checklist shared to view. */
export function visitorTicksKey(id: string): string {
  return `listful:check-off:${id}`;
}

/** Where this browser keeps the ticks of a saved checklist that have not reached the server yet. */
export function waitingTicksKey(id: string): string {
  return `listful:ticks-waiting:${id}`;
}

/**
 * Ticks read back from storage. Storage is the browser's to change (by hand, by an older page), so each tick is
 * read with the model's tick schema and anything else is left out rather than replayed onto the document.
 */
export function readStoredTicks(stored: string | null): Tick[] {
  let entries: unknown;
  try {
    entries = JSON.parse(stored ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const tick = TickSchema.safeParse(entry);
    return tick.success ? [tick.data] : [];
  });
}

/** Ticks kept in this browser under one key; `write` says whether the browser let them be kept. */
export type TickStore = {
  /** Null when the browser refuses storage (site data blocked). */
  readonly read: () => Tick[] | null;
  readonly write: (ticks: readonly Tick[]) => boolean;
};

export function localTickStore(key: string): TickStore {
  return {
    read() {
      try {
        return readStoredTicks(localStorage.getItem(key));
      } catch {
        return null;
      }
    },
    write(ticks) {
      try {
        if (ticks.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(ticks));
        return true;
      } catch {
        return false;
      }
    },
  };
}
