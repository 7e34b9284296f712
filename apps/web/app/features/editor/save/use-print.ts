import { useCallback, useState } from "react";
import { flushSync } from "react-dom";

/**
 * Prints the pages: the sheet is drawn in print mode (no inputs, no empty placeholder rows) for the
 * browser's print, then goes back to editing. The sheet's own CSS prints its pages alone.
 */
export function usePrint() {
  const [isPrinting, setPrinting] = useState(false);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    const done = () => setPrinting(false);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    // Browsers whose print() returns before printing still send afterprint; the rest have printed by now.
    window.setTimeout(() => {
      window.removeEventListener("afterprint", done);
      done();
    }, 1000);
  }, []);
  return { isPrinting, print };
}
