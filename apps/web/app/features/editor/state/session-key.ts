import { useState } from "react";
import { editorHref } from "../../../lib/hrefs.ts";
import type { EditorData } from "../load/editor-data.ts";

/** Checklists created in this page's lifetime, and the editing session each was created from. */
const adopted = new Map<string, number>();

export function adoptChecklist(checklistId: string, session: number): void {
  adopted.set(checklistId, session);
}

type Session = { readonly key: number; readonly path: string; readonly data: EditorData };

let sessions = 0;

/**
 * The editing session of the loaded data. Opening another template or checklist starts a new one (a fresh
 * editor); reloading the same one (after signing in, say) does not, and neither does the address changing
 * to the checklist a first save just created, so the editor and its undo history stay as they are.
 */
export function useEditorSession(data: EditorData): Session {
  const path = editorHref(data.source);
  const [session, setSession] = useState<Session>(() => ({ key: ++sessions, path, data }));
  if (path !== session.path) {
    const isOwnSave =
      data.source.kind === "checklist" && adopted.get(data.source.checklistId) === session.key;
    const next = isOwnSave ? { ...session, path } : { key: ++sessions, path, data };
    setSession(next);
    return next;
  }
  return session;
}
