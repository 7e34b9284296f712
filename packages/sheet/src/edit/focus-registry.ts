import type { Caret } from "@listful/checklist";

/**
 * Text fields by key, so an edit can move focus to a field, including one that appears only once the
 * change has rendered (a new row): it is focused as it registers. The pages and the editor's panel
 * each keep one.
 */
export type FocusRegistry = {
  /** Registers a field under a key (e.g. `item:i7`); returns the cleanup. */
  readonly register: (key: string, element: HTMLElement) => () => void;
  /** Focuses the field with this key now, or as soon as it registers. */
  readonly focus: (key: string, caret: Caret) => void;
};

function placeCaret(element: HTMLElement, caret: Caret): void {
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const at = caret === "end" ? element.value.length : 0;
    element.setSelectionRange(at, at);
  }
}

export function createFocusRegistry(): FocusRegistry {
  const fields = new Map<string, HTMLElement>();
  let pending: { readonly key: string; readonly caret: Caret } | null = null;
  return {
    register(key, element) {
      fields.set(key, element);
      if (pending?.key === key) {
        const { caret } = pending;
        pending = null;
        placeCaret(element, caret);
      }
      return () => {
        if (fields.get(key) === element) fields.delete(key);
      };
    },
    focus(key, caret) {
      const element = fields.get(key);
      pending = element ? null : { key, caret };
      if (element) placeCaret(element, caret);
    },
  };
}
