import type { Checklist } from "@listful/checklist";
import { Sheet, type SheetDispatch } from "@listful/sheet";
import { useRef } from "react";
import { SheetFit } from "../view/sheet-fit.tsx";
import { useRovingTicks } from "./use-roving-ticks.ts";

type CheckOffSheetProps = {
  doc: Checklist;
  dispatch: SheetDispatch;
  backgroundUrl: string | null;
  /** Phones may draw the page at its real size and scroll sideways, for bigger boxes. */
  isActualSize: boolean;
};

/** The pages with live tick boxes, reachable from the keyboard as one group (see useRovingTicks). */
export function CheckOffSheet({ doc, dispatch, backgroundUrl, isActualSize }: CheckOffSheetProps) {
  const root = useRef<HTMLDivElement>(null);
  const roving = useRovingTicks(root);
  const sheet = (scale: number) => (
    <Sheet
      doc={doc}
      mode="check-off"
      scale={scale}
      dispatch={dispatch}
      {...(backgroundUrl ? { backgroundUrl } : {})}
    />
  );
  return (
    <section aria-label="Checklist pages" aria-describedby="check-off-keys">
      <p id="check-off-keys" className="sr-only">
        Tick boxes: arrow keys move between them, Space ticks, Home and End go to the first and last.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the tick boxes inside. */}
      <div ref={root} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
        {isActualSize ? (
          <div className="-mx-1 overflow-x-auto px-1 pb-1">{sheet(1)}</div>
        ) : (
          <SheetFit format={doc.pageFormat} orientation={doc.orientation}>
            {sheet}
          </SheetFit>
        )}
      </div>
    </section>
  );
}
