import { LIMITS, type PageFooter as PageFooterBox, setFooter } from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { boxStyle } from "./box-style.ts";

type PageFooterProps = { readonly footer: PageFooterBox; readonly pageIndex: number };

/** The footer line of every page: the footer text on the left, "2 / 5" on the right. */
export function PageFooter({ footer, pageIndex }: PageFooterProps): ReactElement {
  const { apply } = useSheet();
  return (
    <footer className="ls-footer" style={boxStyle(footer.box)}>
      <div className="ls-footer-text">
        <SheetText
          text={footer.text}
          lines={footer.lines}
          isMultiline
          label="Footer text"
          fieldKey={`footer:${pageIndex}`}
          maxLength={LIMITS.footerText}
          placeholder="Footer text"
          onEdit={(text) => apply((doc) => setFooter(doc, { text }))}
        />
      </div>
      {footer.pageLabel ? <div className="ls-footer-page">{footer.pageLabel}</div> : null}
    </footer>
  );
}
