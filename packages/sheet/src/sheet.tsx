import { paginate, toPrintedDocument } from "@listful/checklist";
import { type ReactElement, useEffect, useMemo, useRef } from "react";
import { cssVars } from "./page/css-vars.ts";
import { getPageVariables } from "./page/page-variables.ts";
import { SheetPage } from "./page/sheet-page.tsx";
import { SheetContext } from "./sheet-context.ts";
import type { SheetProps } from "./sheet-types.ts";
import { markAllOverflow } from "./text/mark-overflow.ts";
import { useSheetActions } from "./use-sheet-actions.ts";
import { isShallowEqual, useStableValue } from "./use-stable-value.ts";

/**
 * Draws a checklist document as its pages, each a fixed box placed by `paginate`, so the editor
 * preview, the view and check-off pages and the PDF show the same pages. See README.md.
 */
export function Sheet(props: SheetProps): ReactElement {
  const { mode, format, orientation, backgroundUrl, scale = 1, dispatch, onRowLimit, pageLimit } = props;
  const { tabbableFields = true, tickableIconFields = true } = props;
  // Pages show the texts as they print (a weekly sheet's week number, an undated sheet's blanks); changes
  // are made to the stored document.
  const doc = useMemo(() => toPrintedDocument(props.doc), [props.doc]);
  const pageFormat = format ?? doc.pageFormat;
  const pageOrientation = orientation ?? doc.orientation;
  const pagination = useMemo(
    () => paginate(doc, pageFormat, pageOrientation),
    [doc, pageFormat, pageOrientation],
  );
  const metrics = useStableValue(pagination.itemRow, isShallowEqual);
  const blocks = useMemo(() => new Map(doc.blocks.map((block) => [block.id, block])), [doc.blocks]);
  const { colors, printMode, fonts } = doc.design;
  const itemWeight = doc.itemOptions.css.fontWeight;
  const variables = useMemo(
    () => getPageVariables({ colors, printMode }, fonts, doc.title, itemWeight),
    [colors, printMode, fonts, doc.title, itemWeight],
  );
  const actions = useSheetActions(
    props.doc,
    mode,
    { dispatch, onRowLimit },
    tabbableFields,
    tickableIconFields,
  );
  const root = useRef<HTMLDivElement>(null);

  // Web fonts arrive after the first layout and change text widths: measure the edit fields again. Asked in the
  // next frame: asking brings the page's style up to date, which here, right after the sheet is drawn, would
  // lay out the whole page once more than the frame itself does.
  useEffect(() => {
    const fontSet = typeof document === "undefined" ? undefined : document.fonts;
    if (mode !== "edit" || !fontSet) return;
    let isCurrent = true;
    const frame = requestAnimationFrame(() => {
      void fontSet.ready.then(() => {
        if (isCurrent && root.current) markAllOverflow(root.current);
      });
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
    };
  }, [mode]);

  // Ink-friendly printing has no filled areas, the background picture included.
  const hasBackground = doc.design.showBackground && printMode !== "ink-friendly";
  const background = hasBackground && backgroundUrl ? backgroundUrl : null;
  const zoom = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return (
    <SheetContext value={actions}>
      <div
        ref={root}
        className="ls-sheet"
        data-sheet-print-root=""
        data-mode={mode}
        style={cssVars({ "--ls-zoom": zoom })}
      >
        {pagination.pages.slice(0, pageLimit).map((page) => (
          <SheetPage
            key={page.index}
            page={page}
            pageCount={pagination.pages.length}
            format={pageFormat}
            orientation={pageOrientation}
            doc={doc}
            blocks={blocks}
            metrics={metrics}
            variables={variables}
            backgroundUrl={background}
          />
        ))}
      </div>
    </SheetContext>
  );
}
