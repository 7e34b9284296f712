import type { Checklist } from "@listful/checklist";
import type { SheetDispatch } from "@listful/sheet";
import { type ReactNode, useState } from "react";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffBar } from "./check-off-bar.tsx";
import { CheckOffSheet } from "./check-off-sheet.tsx";
import { countProgress } from "./progress.ts";

type CheckOffLayoutProps = {
  checklist: LoadedChecklist;
  doc: Checklist;
  dispatch: SheetDispatch;
  status: ReactNode;
  actions?: ReactNode;
};

/** The check-off page around either kind of ticking (the owner's saved ticks, a visitor's local ones). */
export function CheckOffLayout({ checklist, doc, dispatch, status, actions }: CheckOffLayoutProps) {
  const [isActualSize, setActualSize] = useState(false);
  return (
    <div className="bg-canvas">
      <CheckOffBar
        id={checklist.id}
        title={checklist.title}
        progress={countProgress(doc)}
        isOwner={checklist.isOwner}
        status={status}
        actions={actions}
      />
      {/* Room below the pages for a toast (which sits at the bottom), so the last boxes are never under one. */}
      <div className="mx-auto max-w-[50rem] px-1 pt-1.5 pb-8 md:px-2 md:pt-2.5">
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
        <CheckOffSheet
          doc={doc}
          dispatch={dispatch}
          backgroundUrl={checklist.backgroundUrl}
          isActualSize={isActualSize}
        />
      </div>
    </div>
  );
}
