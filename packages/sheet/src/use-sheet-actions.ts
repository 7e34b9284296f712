import type { Checklist } from "@listful/checklist";
import { useLayoutEffect, useMemo, useRef } from "react";
import type { CaretPlace, SheetActions } from "./sheet-context.ts";
import type { SheetDispatch, SheetMode, SheetUpdate } from "./sheet-types.ts";

type PendingFocus = { readonly key: string; readonly caret: CaretPlace };

function placeCaret(element: HTMLElement, caret: CaretPlace): void {
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const at = caret === "end" ? element.value.length : 0;
    element.setSelectionRange(at, at);
  }
}

/**
 * Builds the sheet's shared actions. The document and dispatch live in refs so the returned object
 * only changes with the mode: a keystroke then re-renders the one row it changed, not every row.
 */
export function useSheetActions(doc: Checklist, mode: SheetMode, dispatch?: SheetDispatch): SheetActions {
  const docRef = useRef(doc);
  const dispatchRef = useRef(dispatch);
  const fields = useRef(new Map<string, HTMLElement>());
  const pending = useRef<PendingFocus | null>(null);

  // Runs after every render of the sheet, once the rows of the new document are in the DOM.
  useLayoutEffect(() => {
    docRef.current = doc;
    dispatchRef.current = dispatch;
    const wanted = pending.current;
    const element = wanted && fields.current.get(wanted.key);
    if (wanted && element) {
      pending.current = null;
      placeCaret(element, wanted.caret);
    }
  });

  return useMemo((): SheetActions => {
    const canChange = mode === "edit" || mode === "check-off";
    return {
      mode,
      isEditing: mode === "edit",
      isInteractive: canChange,
      getDoc: () => docRef.current,
      apply: (update: SheetUpdate) => {
        const send = dispatchRef.current;
        if (!canChange || !send) return false;
        const current = docRef.current;
        if (update(current) === current) return false;
        send(update);
        return true;
      },
      registerField: (key, element) => {
        fields.current.set(key, element);
        return () => {
          if (fields.current.get(key) === element) fields.current.delete(key);
        };
      },
      focusField: (key, caret) => {
        const element = fields.current.get(key);
        // A new row is not rendered yet: focus it once the sheet has re-rendered.
        if (element) placeCaret(element, caret);
        else pending.current = { key, caret };
      },
    };
  }, [mode]);
}
