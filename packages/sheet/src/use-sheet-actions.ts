import type { Checklist, RowLimit } from "@listful/checklist";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { itemFieldKey } from "./edit/field-keys.ts";
import { createFocusRegistry } from "./edit/focus-registry.ts";
import type { SheetActions } from "./sheet-context.ts";
import type { SheetDispatch, SheetMode, SheetUpdate } from "./sheet-types.ts";

type Listeners = { readonly dispatch?: SheetDispatch; readonly onRowLimit?: (limit: RowLimit) => void };

/**
 * Builds the sheet's shared actions. The document and the listeners live in refs so the returned object
 * only changes with the mode: a keystroke then re-renders the one row it changed, not every row.
 */
export function useSheetActions(
  doc: Checklist,
  mode: SheetMode,
  listeners: Listeners,
  isTabbable = true,
  isIconFieldTickable = true,
): SheetActions {
  const docRef = useRef(doc);
  const listenersRef = useRef(listeners);
  const [fields] = useState(createFocusRegistry);

  // After every render of the sheet, so events read the document the rows were drawn from.
  useLayoutEffect(() => {
    docRef.current = doc;
    listenersRef.current = listeners;
  });

  return useMemo((): SheetActions => {
    const canChange = mode === "edit" || mode === "check-off";
    const getDoc = () => docRef.current;
    const apply = (update: SheetUpdate) => {
      const send = listenersRef.current.dispatch;
      if (!canChange || !send) return false;
      const current = docRef.current;
      if (update(current) === current) return false;
      send(update);
      return true;
    };
    return {
      mode,
      isEditing: mode === "edit",
      isInteractive: canChange,
      isIconFieldTickable,
      isTabbable,
      getDoc,
      apply,
      fields,
      rowKeys: {
        getDoc,
        apply,
        focus: ({ rowId, caret }) => fields.focus(itemFieldKey(rowId), caret),
        onLimit: (limit) => listenersRef.current.onRowLimit?.(limit),
      },
    };
  }, [mode, fields, isTabbable, isIconFieldTickable]);
}
