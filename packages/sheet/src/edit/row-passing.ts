// Tab indents the row being worked in (outliner style), but someone moving through the page with Tab
// must not rearrange it on the way: a row reached by Tab lets Tab pass on until it is worked in
// (typed in, clicked, or reached by Enter or the arrows).

let isTabbing = false;
const passing = new WeakSet<EventTarget>();

if (typeof document !== "undefined") {
  // Capturing, so the flag is set before the focus that the Tab brings and cleared before anything else.
  document.addEventListener(
    "keydown",
    (event) => {
      isTabbing = event.key === "Tab";
    },
    true,
  );
  document.addEventListener(
    "keyup",
    () => {
      isTabbing = false;
    },
    true,
  );
  document.addEventListener(
    "pointerdown",
    () => {
      isTabbing = false;
    },
    true,
  );
}

const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta"]);

/** A row field took focus: passing through when Tab brought it, worked in otherwise. */
export function noteRowFocus(field: EventTarget): void {
  if (isTabbing) passing.add(field);
  else passing.delete(field);
}

/** Whether Tab should leave this row field alone, or (false) indent and outdent it. */
export function isPassingThrough(field: EventTarget, key: string): boolean {
  if (key === "Tab") return passing.has(field);
  if (!MODIFIERS.has(key)) passing.delete(field);
  return false;
}
