import { type Checklist, withoutDoneItems } from "@listful/checklist";
import { useState } from "react";
import { flushSync } from "react-dom";

/**
 * Prints the page's sheet with its ticks, or without what is done: for the browser's print the sheet is drawn
 * from `withoutDoneItems`, then goes back to the checklist as it is.
 */
export function usePrintChoice(doc: Checklist) {
  const [isHidingDone, setHidingDone] = useState(false);
  function print(choice: { hideDone: boolean }) {
    flushSync(() => setHidingDone(choice.hideDone));
    if (choice.hideDone) window.addEventListener("afterprint", () => setHidingDone(false), { once: true });
    window.print();
  }
  return { printedDoc: isHidingDone ? withoutDoneItems(doc) : doc, isHidingDone, print };
}

export type PrintChoice = ReturnType<typeof usePrintChoice>;
