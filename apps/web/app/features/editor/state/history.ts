import type { Checklist } from "@listful/checklist";

/** How many steps back undo reaches; older ones are dropped. */
export const HISTORY_LIMIT = 200;
/** Changes of one group (typing in one field, dragging one colour) closer than this make one undo step. */
export const COALESCE_MS = 1000;

export type History = {
  readonly past: readonly Checklist[];
  readonly present: Checklist;
  readonly future: readonly Checklist[];
  /** The group of the newest step and when it last grew, so a burst of typing stays one step. */
  readonly group: string | null;
  readonly groupAt: number;
};

export function createHistory(doc: Checklist): History {
  return { past: [], present: doc, future: [], group: null, groupAt: 0 };
}

/**
 * Records a new document. A change in the same group as the last one, soon after it, replaces the present
 * instead of adding a step, so undo takes back a word or a sentence rather than a single letter.
 */
export function recordChange(history: History, next: Checklist, group: string | null, now: number): History {
  if (next === history.present) return history;
  const isSameBurst =
    group !== null &&
    group === history.group &&
    now - history.groupAt < COALESCE_MS &&
    history.past.length > 0;
  if (isSameBurst) return { ...history, present: next, future: [], groupAt: now };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    group,
    groupAt: now,
  };
}

export function undoChange(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    group: null,
    groupAt: 0,
  };
}

export function redoChange(history: History): History {
  const next = history.future[0];
  if (!next) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: history.future.slice(1),
    group: null,
    groupAt: 0,
  };
}
