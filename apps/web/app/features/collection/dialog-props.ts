import type { ChecklistSummary } from "@listful/contracts";

/** What every dialog opened from a card is given. */
export type DialogProps = {
  item: ChecklistSummary;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
  /** The checklist as the server now has it. */
  onChanged?: (item: ChecklistSummary) => void;
};
