import type { Checklist } from "../schema/checklist-schema.ts";
import { PRINT_MODES, type PrintMode } from "../schema/design-schema.ts";

export type SetPrintModeInput = { readonly printMode: PrintMode };

/** Prints the sheet in its colours or ink-friendly; an unknown mode changes nothing. */
export function setPrintMode(doc: Checklist, input: SetPrintModeInput): Checklist {
  const { printMode } = input;
  if (!PRINT_MODES.includes(printMode) || printMode === doc.design.printMode) return doc;
  return { ...doc, design: { ...doc.design, printMode } };
}
