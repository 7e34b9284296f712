import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type SetFooterInput = {
  readonly isVisible?: boolean;
  readonly text?: string;
  readonly showPageNumbers?: boolean;
};

export function setFooter(doc: Checklist, input: SetFooterInput): Checklist {
  const footer = {
    isVisible: typeof input.isVisible === "boolean" ? input.isVisible : doc.footer.isVisible,
    text: input.text === undefined ? doc.footer.text : sanitizeSingleLine(input.text, LIMITS.footerText),
    showPageNumbers:
      typeof input.showPageNumbers === "boolean" ? input.showPageNumbers : doc.footer.showPageNumbers,
  };
  const isSame =
    footer.isVisible === doc.footer.isVisible &&
    footer.text === doc.footer.text &&
    footer.showPageNumbers === doc.footer.showPageNumbers;
  return isSame ? doc : { ...doc, footer };
}
