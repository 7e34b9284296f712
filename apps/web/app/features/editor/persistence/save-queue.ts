import type { Checklist } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { createListeners } from "../../../lib/listeners.ts";
import type { SaveOutcome, SaveTarget } from "./send-checklist.ts";

export type SaveStatus = "idle" | "saving" | "failed" | "offline" | "conflict";

export type SaveState = {
  readonly target: SaveTarget | null;
  /** The document as the server has it (or fresh from its template): unsaved means different from it. */
  readonly baseline: Checklist;
  readonly status: SaveStatus;
  /** The newer copy another tab or device saved, while the person decides. */
  readonly conflict: ChecklistResponse | null;
};

export type SendChecklist = (
  doc: Checklist,
  target: SaveTarget | null,
  templateId: number | null,
) => Promise<SaveOutcome>;

/** What a save's outcome asks of the page: only what should be said or done, once. */
export type SaveNotice =
  | {
      readonly kind: "saved";
      readonly checklist: ChecklistResponse;
      readonly isNew: boolean;
      /** Asked for (the Save button) or a first save: say so. */
      readonly isAnnounced: boolean;
    }
  | { readonly kind: "signed-out" }
  /** Said when the person asked, or when saving has just started failing (not on every retry). */
  | { readonly kind: "failed"; readonly error: unknown }
  /** Said only when the person asked; otherwise the save state shows it. */
  | { readonly kind: "offline" };

export type SaveQueueSetup = {
  readonly target: SaveTarget | null;
  readonly baseline: Checklist;
  readonly templateId: number | null;
  /** The document now: a save that waited for another sends what is there when its turn comes. */
  readonly getDoc: () => Checklist;
  /** Puts another document in the editor (the other tab's copy, when chosen). */
  readonly replaceDoc: (doc: Checklist) => void;
  readonly notify: (notice: SaveNotice) => void;
};

export type SaveQueue = {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => SaveState;
  /** Saves after any save already in line; `announce` when the person asked. Null when nothing was sent. */
  readonly save: (announce: boolean) => Promise<SaveOutcome | null>;
  /** Keeps this copy over the other one: saves it from the other one's revision. */
  readonly keepMine: () => void;
  /** Takes the other copy; this one stays one undo away. */
  readonly takeTheirs: () => void;
  /**
   * Another tab saved a newer copy. With nothing unsaved here it simply replaces what is shown; otherwise it
   * is a conflict, asked about now rather than at the next save.
   */
  readonly adoptNewer: (current: ChecklistResponse) => "loaded" | "conflict" | null;
};

function failureStatus(outcome: Exclude<SaveOutcome, { kind: "saved" }>): SaveStatus {
  if (outcome.kind === "conflict") return "conflict";
  return outcome.kind === "offline" ? "offline" : "failed";
}

/**
 * Saving to the collection, outside React: one request at a time, each from the revision the last one
 * produced. A stale save comes back as a conflict with the other copy instead of overwriting it.
 */
export function createSaveQueue(send: SendChecklist, setup: SaveQueueSetup): SaveQueue {
  let state: SaveState = { target: setup.target, baseline: setup.baseline, status: "idle", conflict: null };
  const listeners = createListeners();
  /** Settles when the last save in line has applied its outcome. */
  let line: Promise<unknown> = Promise.resolve();

  function set(next: SaveState) {
    state = next;
    listeners.notify();
  }

  function settle(outcome: SaveOutcome, sent: Checklist, announce: boolean, wasFailing: boolean) {
    if (outcome.kind === "saved") {
      const target = { id: outcome.checklist.id, revision: outcome.checklist.revision };
      set({ target, baseline: sent, status: "idle", conflict: null });
      const { checklist, isNew } = outcome;
      setup.notify({ kind: "saved", checklist, isNew, isAnnounced: announce || isNew });
      return;
    }
    const conflict = outcome.kind === "conflict" ? outcome.current : null;
    set({ ...state, status: failureStatus(outcome), conflict });
    if (outcome.kind === "signed-out") setup.notify({ kind: "signed-out" });
    if (outcome.kind === "failed" && (announce || !wasFailing))
      setup.notify({ kind: "failed", error: outcome.error });
    if (outcome.kind === "offline" && announce) setup.notify({ kind: "offline" });
  }

  async function run(announce: boolean): Promise<SaveOutcome | null> {
    const before = state;
    if (before.status === "conflict") return null;
    const sent = setup.getDoc();
    if (before.target && sent === before.baseline && !announce) return null;
    set({ ...before, status: "saving" });
    const outcome = await send(sent, before.target, before.target ? null : setup.templateId).catch(
      (error: unknown): SaveOutcome => ({ kind: "failed", error }),
    );
    settle(outcome, sent, announce, before.status === "failed");
    return outcome;
  }

  function save(announce: boolean): Promise<SaveOutcome | null> {
    // The next save in line starts only once this one's outcome is applied, so it goes out from the revision
    // this one produced rather than the one before (which the server would answer as a conflict).
    const turn = line.then(() => run(announce));
    line = turn.catch(() => undefined);
    return turn;
  }

  function adopt(current: ChecklistResponse) {
    setup.replaceDoc(current.data);
    set({
      target: { id: current.id, revision: current.revision },
      baseline: current.data,
      status: "idle",
      conflict: null,
    });
  }

  return {
    subscribe: listeners.subscribe,
    getState: () => state,
    save,
    keepMine() {
      const { conflict, target } = state;
      if (!conflict || !target) return;
      set({
        ...state,
        target: { id: target.id, revision: conflict.revision },
        status: "idle",
        conflict: null,
      });
      void save(true);
    },
    takeTheirs() {
      if (state.conflict) adopt(state.conflict);
    },
    adoptNewer(current) {
      const { target, status, baseline } = state;
      if (!target || current.revision <= target.revision || status === "saving") return null;
      if (setup.getDoc() !== baseline) {
        set({ ...state, status: "conflict", conflict: current });
        return "conflict";
      }
      adopt(current);
      return "loaded";
    },
  };
}
