import { createContext, useContext } from "react";
import type { TemplateInfo } from "../load/editor-data.ts";
import type { SaveStatus } from "../persistence/save-queue.ts";
import type { DraftState } from "../persistence/use-draft-sync.ts";

/** Everything the toolbar and the Save tab show and do about saving, printing and drafts. */
export type SaveControls = {
  /** The checklist's id once it is in the collection. */
  readonly checklistId: string | null;
  readonly status: SaveStatus;
  /** Changes not in the collection yet. */
  readonly isDirty: boolean;
  readonly isGuest: boolean;
  readonly draft: DraftState;
  readonly template: TemplateInfo | null;
  /** Saves to the collection, asking a guest to sign in first. */
  readonly requestSave: () => void;
  /** Puts the template's document back (an undo step). */
  readonly startOver: (() => void) | null;
  /** Opens the conflict question again after it was closed unanswered. */
  readonly showConflict: () => void;
  readonly print: () => void;
};

export const SaveControlsContext = createContext<SaveControls | null>(null);

export function useSaveControls(): SaveControls {
  const controls = useContext(SaveControlsContext);
  if (!controls) throw new Error("useSaveControls needs an editor around it");
  return controls;
}
