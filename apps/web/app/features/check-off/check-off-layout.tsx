import { type Checklist, isSmallPaper } from "@listful/checklist";
import type { SheetDispatch } from "@listful/sheet";
import type { ReactNode } from "react";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { NextPeriodButton } from "../view/next-period-button.tsx";
import { DownloadAndPrint } from "../view/output-choices.tsx";
import { ReadOnlySheet } from "../view/read-only-sheet.tsx";
import { useDownload } from "../view/use-download.ts";
import { usePrintChoice } from "../view/use-print-choice.ts";
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
  const downloading = useDownload(doc);
  const printing = usePrintChoice(doc);
  return (
    <div className="bg-canvas">
      <CheckOffBar
        id={checklist.id}
        title={checklist.title}
        progress={countProgress(doc)}
        isOwner={checklist.isOwner}
        status={status}
        actions={
          <>
            {actions}
            <DownloadAndPrint
              isDownloading={downloading.pending}
              isSmallPaper={isSmallPaper(doc.pageFormat)}
              onDownload={downloading.download}
              onPrint={printing.print}
            />
            {checklist.isOwner ? (
              <NextPeriodButton id={checklist.id} title={checklist.title} doc={doc} />
            ) : null}
          </>
        }
      />
      {/* Room below the pages for a toast (which sits at the bottom), so the last boxes are never under one.
          Wider than the pages: a month of habits fits across a laptop's screen. */}
      <div className="mx-auto max-w-[80rem] px-1 pt-1.5 pb-8 md:px-2 md:pt-2.5">
        {/* Printed without what is done, the sheet is drawn read-only from that document while printing. */}
        {printing.isHidingDone ? (
          <ReadOnlySheet checklist={checklist} doc={printing.printedDoc} />
        ) : (
          <CheckOffSheet doc={doc} dispatch={dispatch} backgroundUrl={checklist.backgroundUrl} />
        )}
      </div>
    </div>
  );
}
