const ids = new WeakMap<Element, number>();
let nextId = 1;

const TYPING_INPUTS = new Set(["text", "search", "number", "email", "url", ""]);

/**
 * The undo group of a change the sheet sends: the text field being typed in, so a burst of typing there is
 * one undo step. Other controls (tick boxes, buttons) give no group: each of their changes is a step.
 */
export function focusedFieldGroup(): string | null {
  const element = typeof document === "undefined" ? null : document.activeElement;
  const isTyping =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TYPING_INPUTS.has(element.getAttribute("type") ?? ""));
  if (!element || !isTyping) return null;
  let id = ids.get(element);
  if (id === undefined) {
    id = nextId++;
    ids.set(element, id);
  }
  return `field:${id}`;
}
