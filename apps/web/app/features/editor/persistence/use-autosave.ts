import type { Checklist } from "@listful/checklist";
import { useEffect } from "react";
import type { SaveStatus } from "./save-queue.ts";
import type { SaveOutcome } from "./send-checklist.ts";

/** Quiet time after the last change before a saved checklist is saved again. */
export const AUTOSAVE_DELAY_MS = 1200;
/** After a failed save, the next try waits longer, so a struggling server is not hammered. */
export const AUTOSAVE_RETRY_MS = 8000;

type AutosaveOptions = {
  /** Only a checklist already in the collection saves itself; a new one waits for the Save button. */
  readonly isEnabled: boolean;
  readonly isDirty: boolean;
  readonly status: SaveStatus;
  readonly doc: Checklist;
  readonly save: (announce: boolean) => Promise<SaveOutcome | null>;
};

/** Debounced saving of a checklist from the collection, retried after failures and when back online. */
export function useAutosave({ isEnabled, isDirty, status, doc, save }: AutosaveOptions): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new document restarts the quiet time.
  useEffect(() => {
    if (!isEnabled || !isDirty || status === "saving" || status === "conflict") return;
    const delay = status === "idle" ? AUTOSAVE_DELAY_MS : AUTOSAVE_RETRY_MS;
    const timer = window.setTimeout(() => void save(false), delay);
    return () => window.clearTimeout(timer);
  }, [isEnabled, isDirty, status, doc, save]);

  useEffect(() => {
    if (!isEnabled || !isDirty || status !== "offline") return;
    const retry = () => void save(false);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [isEnabled, isDirty, status, save]);
}
