import type { Checklist, IconFieldBlock } from "@listful/checklist";
import { Sheet, type SheetDispatch } from "@listful/sheet";
import { useRef, useState } from "react";
import { SheetFit } from "../view/sheet-fit.tsx";
import { HabitGrid } from "./habit-grid.tsx";
import { useRovingTicks } from "./use-roving-ticks.ts";
import { useToday } from "./use-today.ts";

type CheckOffSheetProps = {
  doc: Checklist;
  dispatch: SheetDispatch;
  backgroundUrl: string | null;
};

/**
 * The habit and mood grids at a size for ticking, then the pages with the other live tick boxes (the grids'
 * cells drawn there as printed), all reachable from the keyboard as one group (see useRovingTicks).
 */
export function CheckOffSheet({ doc, dispatch, backgroundUrl }: CheckOffSheetProps) {
  const root = useRef<HTMLDivElement>(null);
  const roving = useRovingTicks(root);
  const today = useToday();
  // Phones may draw the pages at their real size and scroll sideways, for bigger boxes.
  const [isActualSize, setActualSize] = useState(false);
  const grids = doc.blocks.filter((block): block is IconFieldBlock => block.kind === "icon-field");
  const sheet = (scale: number) => (
    <Sheet
      doc={doc}
      mode="check-off"
      scale={scale}
      dispatch={dispatch}
      tickableIconFields={false}
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
        {grids.length > 0 ? (
          <div className="mb-1.5 flex flex-col gap-1 md:mb-2.5">
            {grids.map((block) => (
              <HabitGrid key={block.id} doc={doc} block={block} today={today} dispatch={dispatch} />
            ))}
          </div>
        ) : null}
        <div className="mx-auto max-w-[50rem]">
          <div className="mb-0.75 flex justify-end md:hidden">
            <button
              type="button"
              aria-pressed={isActualSize}
              onClick={() => setActualSize((value) => !value)}
              className="rounded-full px-0.75 py-0.3 text-sm font-medium text-primary-700 hover:bg-primary-50"
            >
              {isActualSize ? "Fit to screen" : "Bigger boxes"}
            </button>
          </div>
          {isActualSize ? (
            <div className="-mx-1 overflow-x-auto px-1 pb-1">{sheet(1)}</div>
          ) : (
            <SheetFit format={doc.pageFormat} orientation={doc.orientation}>
              {sheet}
            </SheetFit>
          )}
        </div>
      </div>
    </section>
  );
}
