import { LiveStatusLine } from "../live/live-status-line.tsx";
import { useLiveDocument } from "../live/use-live-document.ts";
import type { LoadedChecklist } from "./load-checklist.server.ts";
import { ReadOnlySheet } from "./read-only-sheet.tsx";
import { usePrintChoice } from "./use-print-choice.ts";
import { ViewFrame } from "./view-frame.tsx";
import { ViewToolbar } from "./view-toolbar.tsx";

/** A checklist read-only, page by page, under its sticky toolbar. */
export function ViewPage({ checklist: loaded }: { checklist: LoadedChecklist }) {
  // Ticks made elsewhere (the check-off page, a shared link) show as they are made.
  const live = useLiveDocument(loaded.id, { data: loaded.doc, revision: loaded.revision });
  const checklist = { ...loaded, doc: live.doc };
  const printing = usePrintChoice(checklist.doc);
  return (
    <ViewFrame>
      <ViewToolbar
        checklist={checklist}
        printing={printing}
        liveStatus={<LiveStatusLine live={live} isShared={checklist.isShared} />}
      />
      <div className="bg-canvas px-1 py-1.5 md:px-2 md:py-2.5">
        <div className="mx-auto max-w-[50rem]">
          <ReadOnlySheet checklist={checklist} doc={printing.printedDoc} />
        </div>
      </div>
    </ViewFrame>
  );
}
