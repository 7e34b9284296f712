import type { Checklist } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { handleApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../ui/toast.ts";
import { type SaveOutcome, type SaveTarget, sendChecklist } from "./send-checklist.ts";

export const SAVED_MESSAGE = "The checklist has been saved to your collection.";
export const UPDATED_MESSAGE = "The checklist has been updated.";
const FAILED_MESSAGE = "Something went wrong. Try later.";

export type SaveStatus = "idle" | "saving" | "failed" | "offline" | "conflict";

type SaveOptions = {
  readonly doc: Checklist;
  readonly initialTarget: SaveTarget | null;
  /** The document as the server has it (or fresh from its template): unsaved means different from it. */
  readonly baseline: Checklist;
  readonly templateId: number | null;
  /** Puts another document in the editor as an undo step (the other tab's copy, when chosen). */
  readonly replaceDoc: (doc: Checklist) => void;
  readonly onSaved: (checklist: ChecklistResponse, isNew: boolean) => void;
  /** The session ended: ask the person to sign in, then save again. */
  readonly onSignedOut: () => void;
};

type SaveState = {
  readonly target: SaveTarget | null;
  readonly baseline: Checklist;
  readonly status: SaveStatus;
  /** The newer copy another tab or device saved, while the person decides. */
  readonly conflict: ChecklistResponse | null;
};

function reportFailure(error: unknown) {
  // Leaving the page on a server error would take the unsaved work with it.
  handleApiError(error, { onServerError: () => toast.error(FAILED_MESSAGE) });
}

/**
 * Saving to the collection: one request at a time, each from the revision the edits were made on. A stale
 * save comes back as a conflict with the other copy instead of overwriting it; the person then keeps theirs
 * or takes the other (their own stays one undo away).
 */
export function useChecklistSave(options: SaveOptions) {
  const [state, setState] = useState<SaveState>({
    target: options.initialTarget,
    baseline: options.baseline,
    status: "idle",
    conflict: null,
  });
  const latest = useRef({ options, state });
  const running = useRef<Promise<SaveOutcome> | null>(null);
  useLayoutEffect(() => {
    latest.current = { options, state };
  });

  const apply = useCallback((outcome: SaveOutcome, sent: Checklist, announce: boolean) => {
    const { options: current, state: before } = latest.current;
    if (outcome.kind === "saved") {
      const target = { id: outcome.checklist.id, revision: outcome.checklist.revision };
      latest.current.state = { ...before, target, baseline: sent, status: "idle", conflict: null };
      setState(latest.current.state);
      if (announce || outcome.isNew) toast.success(outcome.isNew ? SAVED_MESSAGE : UPDATED_MESSAGE);
      current.onSaved(outcome.checklist, outcome.isNew);
      return;
    }
    const status: SaveStatus =
      outcome.kind === "conflict" ? "conflict" : outcome.kind === "offline" ? "offline" : "failed";
    const conflict = outcome.kind === "conflict" ? outcome.current : null;
    latest.current.state = { ...before, status, conflict };
    setState(latest.current.state);
    if (outcome.kind === "signed-out") current.onSignedOut();
    if (outcome.kind === "failed" && (announce || before.status !== "failed")) reportFailure(outcome.error);
    if (outcome.kind === "offline" && announce)
      toast.error("You are offline. Your changes will be saved when you are back online.");
  }, []);

  /** Saves now (waiting for a save under way first); `announce` shows the result as a notification. */
  const save = useCallback(
    async (announce: boolean): Promise<SaveOutcome | null> => {
      while (running.current) await running.current;
      const { options: current, state: now } = latest.current;
      if (now.status === "conflict") return null;
      if (now.target && current.doc === now.baseline && !announce) return null;
      const sent = current.doc;
      latest.current.state = { ...now, status: "saving" };
      setState(latest.current.state);
      // The next save in line wakes only once this one's outcome is applied, so it goes out from the revision
      // this one produced rather than the one before (which the server would answer as a conflict).
      const request = sendChecklist(sent, now.target, now.target ? null : current.templateId)
        .then((outcome) => {
          apply(outcome, sent, announce);
          return outcome;
        })
        .finally(() => {
          running.current = null;
        });
      running.current = request;
      return request;
    },
    [apply],
  );

  const keepMine = useCallback(() => {
    const { conflict, target } = latest.current.state;
    if (!conflict || !target) return;
    latest.current.state = {
      ...latest.current.state,
      target: { id: target.id, revision: conflict.revision },
      status: "idle",
      conflict: null,
    };
    setState(latest.current.state);
    void save(true);
  }, [save]);

  const takeTheirs = useCallback(() => {
    const { conflict } = latest.current.state;
    if (!conflict) return;
    latest.current.options.replaceDoc(conflict.data);
    latest.current.state = {
      target: { id: conflict.id, revision: conflict.revision },
      baseline: conflict.data,
      status: "idle",
      conflict: null,
    };
    setState(latest.current.state);
  }, []);

  /**
   * Another tab saved a newer copy. With nothing unsaved here it simply replaces what is shown; otherwise it
   * is a conflict, asked about now rather than at the next save.
   */
  const adoptNewer = useCallback((current: ChecklistResponse): "loaded" | "conflict" | null => {
    const { options: now, state: before } = latest.current;
    if (!before.target || current.revision <= before.target.revision || before.status === "saving")
      return null;
    if (now.doc !== before.baseline) {
      latest.current.state = { ...before, status: "conflict", conflict: current };
      setState(latest.current.state);
      return "conflict";
    }
    now.replaceDoc(current.data);
    latest.current.state = {
      target: { id: current.id, revision: current.revision },
      baseline: current.data,
      status: "idle",
      conflict: null,
    };
    setState(latest.current.state);
    return "loaded";
  }, []);

  return {
    ...state,
    isDirty: options.doc !== state.baseline,
    save,
    keepMine,
    takeTheirs,
    adoptNewer,
  };
}
