import { useEffect, useRef } from "react";

type Shortcuts = { readonly undo: () => void; readonly redo: () => void; readonly save: () => void };

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z (and Ctrl+Y) redoes, Ctrl+S saves: anywhere in the editor, text fields
 * included (their own undo would only know that one field), but not inside a dialog, whose fields are
 * not the checklist.
 */
export function useEditorShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest("[role='dialog']")) return;
      const key = event.key.toLowerCase();
      const action =
        key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" ? "redo" : key === "s" ? "save" : null;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
