import { createFocusRegistry, type FocusRegistry, type RowKeyTarget } from "@listful/sheet";
import { createContext, useContext, useState } from "react";
import type { EditorActions } from "../state/use-editor-history.ts";
import { announceRowLimit } from "./row-limit-message.ts";

/** What the panel's rows share: their text fields by row id, and where their keys and buttons act. */
export type PanelRows = { readonly fields: FocusRegistry; readonly target: RowKeyTarget };

export function usePanelRowsValue(actions: EditorActions): PanelRows {
  const [rows] = useState((): PanelRows => {
    const fields = createFocusRegistry();
    return {
      fields,
      target: {
        getDoc: actions.getDoc,
        apply: (update) => actions.change(update),
        focus: ({ rowId, caret }) => fields.focus(rowId, caret),
        onLimit: announceRowLimit,
      },
    };
  });
  return rows;
}

export const PanelRowsContext = createContext<PanelRows | null>(null);

export function usePanelRows(): PanelRows {
  const rows = useContext(PanelRowsContext);
  if (!rows) throw new Error("usePanelRows needs the Blocks tab around it");
  return rows;
}
