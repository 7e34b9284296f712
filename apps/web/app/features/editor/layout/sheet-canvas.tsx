import { type Checklist, getPageSize } from "@listful/checklist";
import { Sheet, type SheetDispatch, type SheetMode } from "@listful/sheet";
import { type CSSProperties, memo, type RefObject, useRef } from "react";
import { announceRowLimit } from "../blocks/row-limit-message.ts";
import { GUTTER, useFitScale } from "./use-fit-scale.ts";
import { useIsWide } from "./use-is-wide.ts";

type SheetCanvasProps = {
  readonly doc: Checklist;
  readonly mode: SheetMode;
  readonly dispatch: SheetDispatch;
  readonly backgroundUrl: string | undefined;
  /** The sheet's root, for the overflow warning. */
  readonly sheetRef: RefObject<HTMLDivElement | null>;
};

/**
 * The pages in the middle of the editor: fixed print-size pages, scaled down to fit the room and stacked,
 * on a quiet backdrop that scrolls on its own.
 */
export const SheetCanvas = memo(function SheetCanvas(props: SheetCanvasProps) {
  const { doc, mode, dispatch, backgroundUrl, sheetRef } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pageWidth = getPageSize(doc.pageFormat, doc.orientation).width;
  const scale = useFitScale(scroller, pageWidth);
  const fit = { "--editor-page-width": `${pageWidth}px`, "--editor-gutter": `${GUTTER}px` } as CSSProperties;
  // Below 1024 px the pages are drawn too small to be a keyboard's way through (or a 24 px target): the panel
  // below them has the same fields at full size, and the pages' fields still take a tap.
  const isWide = useIsWide();
  return (
    <section
      ref={scroller}
      aria-label="Checklist pages"
      // Without fields to tab into (preview), the pages themselves take focus so the keys can scroll them.
      tabIndex={mode === "edit" ? undefined : 0}
      className="editor-fit relative h-full min-h-0 overflow-auto overscroll-contain focus-visible:outline-offset-[-2px]"
      style={fit}
    >
      <div ref={sheetRef} className="mx-auto w-fit px-1.5 py-1.5 lg:py-2">
        <Sheet
          doc={doc}
          mode={mode}
          {...(scale === undefined ? {} : { scale })}
          tabbableFields={isWide}
          dispatch={dispatch}
          onRowLimit={announceRowLimit}
          {...(backgroundUrl ? { backgroundUrl } : {})}
        />
      </div>
    </section>
  );
});
