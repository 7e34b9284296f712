import type { Checklist } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { handleApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../ui/toast.ts";
import { askForPremium } from "../../billing/premium-prompt.ts";
import { createSaveQueue, type SaveNotice } from "./save-queue.ts";
import { type SaveTarget, sendChecklist } from "./send-checklist.ts";

export const SAVED_MESSAGE = "The checklist has been saved to your collection.";
export const UPDATED_MESSAGE = "The checklist has been updated.";
const FAILED_MESSAGE = "Something went wrong. Try later.";
const OFFLINE_MESSAGE = "You are offline. Your changes will be saved when you are back online.";

type SaveOptions = {
  readonly doc: Checklist;
  /** The editor's document now, for a save that waited its turn. */
  readonly getDoc: () => Checklist;
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

function reportFailure(error: unknown) {
  // Leaving the page on a server error would take the unsaved work with it.
  handleApiError(error, {
    onServerError: () => toast.error(FAILED_MESSAGE),
    onPaymentRequired: askForPremium,
  });
}

function tell(notice: SaveNotice, options: SaveOptions) {
  switch (notice.kind) {
    case "saved":
      if (notice.isAnnounced) toast.success(notice.isNew ? SAVED_MESSAGE : UPDATED_MESSAGE);
      options.onSaved(notice.checklist, notice.isNew);
      return;
    case "signed-out":
      options.onSignedOut();
      return;
    case "failed":
      reportFailure(notice.error);
      return;
    case "offline":
      toast.error(OFFLINE_MESSAGE);
  }
}

/** Saving to the collection (`save-queue.ts`), with its state for React and its notices as toasts. */
export function useChecklistSave(options: SaveOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [queue] = useState(() =>
    createSaveQueue(sendChecklist, {
      target: options.initialTarget,
      baseline: options.baseline,
      templateId: options.templateId,
      getDoc: options.getDoc,
      replaceDoc: (doc) => latest.current.replaceDoc(doc),
      notify: (notice) => tell(notice, latest.current),
    }),
  );
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return {
    ...state,
    isDirty: options.doc !== state.baseline,
    save: queue.save,
    keepMine: queue.keepMine,
    takeTheirs: queue.takeTheirs,
    adoptNewer: queue.adoptNewer,
  };
}
