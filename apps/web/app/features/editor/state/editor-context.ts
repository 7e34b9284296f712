import type { Checklist } from "@listful/checklist";
import { createContext, useContext } from "react";
import type { EditorActions } from "./use-editor-history.ts";

/** The document being edited: changes on every keystroke, so only what draws it should read it. */
export const EditorDocContext = createContext<Checklist | null>(null);

/** Stable for the editor's lifetime: reading it never re-renders a control on a keystroke. */
export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorDoc(): Checklist {
  const doc = useContext(EditorDocContext);
  if (!doc) throw new Error("useEditorDoc needs an editor around it");
  return doc;
}

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error("useEditorActions needs an editor around it");
  return actions;
}
