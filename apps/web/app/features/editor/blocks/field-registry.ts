import { createContext, useContext } from "react";

export type Caret = "start" | "end";

/** Lets a panel control move focus to a row's field, including one that renders only after the change. */
export type FieldRegistry = {
  readonly register: (key: string, element: HTMLInputElement) => () => void;
  readonly focus: (key: string, caret: Caret) => void;
};

function placeCaret(element: HTMLInputElement, caret: Caret) {
  element.focus();
  const at = caret === "end" ? element.value.length : 0;
  element.setSelectionRange(at, at);
}

export function createFieldRegistry(): FieldRegistry {
  const fields = new Map<string, HTMLInputElement>();
  let pending: { key: string; caret: Caret } | null = null;
  return {
    register(key, element) {
      fields.set(key, element);
      if (pending?.key === key) {
        placeCaret(element, pending.caret);
        pending = null;
      }
      return () => {
        if (fields.get(key) === element) fields.delete(key);
      };
    },
    focus(key, caret) {
      const element = fields.get(key);
      if (element) placeCaret(element, caret);
      else pending = { key, caret };
    },
  };
}

export const FieldRegistryContext = createContext<FieldRegistry>(createFieldRegistry());

export function useFieldRegistry(): FieldRegistry {
  return useContext(FieldRegistryContext);
}
