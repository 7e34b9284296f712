import type { Checklist } from "@listful/checklist";
import { useEffect, useRef, useState } from "react";
import { removeDraft, writeDraft } from "./draft-storage.ts";

/** Quiet time before a draft is written, so typing does not write to storage on every key. */
export const DRAFT_DELAY_MS = 400;

export type DraftState = "none" | "stored" | "unavailable";

/**
 * Keeps a checklist that is not in a collection yet on this device while it differs from its template, and
 * forgets it once saved. Says whether the latest changes are stored, for the save indicator.
 */
export function useDraftSync(key: string | null, doc: Checklist, baseline: Checklist): DraftState {
  const [state, setState] = useState<DraftState>("none");
  const pending = useRef<Checklist | null>(null);
  // Back at the template's own document there is no draft, from this drawing on (React's way of adjusting
  // state to props, rather than an effect that draws it once more).
  if (key && doc === baseline && state !== "none") setState("none");

  useEffect(() => {
    if (!key) return;
    if (doc === baseline) {
      removeDraft(key);
      return;
    }
    pending.current = doc;
    const timer = window.setTimeout(() => {
      pending.current = null;
      setState(writeDraft(key, doc) ? "stored" : "unavailable");
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, doc, baseline]);

  // Closing the tab inside the quiet time still keeps the last keystrokes.
  useEffect(() => {
    if (!key) return;
    const flush = () => {
      if (pending.current) writeDraft(key, pending.current);
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [key]);

  return key && doc !== baseline ? state : "none";
}
