import type { LoadedChecklist } from "./load-checklist.server.ts";
import { ReadOnlySheet } from "./read-only-sheet.tsx";
import { usePrintChoice } from "./use-print-choice.ts";
import { ViewFrame } from "./view-frame.tsx";
import { ViewToolbar } from "./view-toolbar.tsx";

/** A checklist read-only, page by page, under its sticky toolbar. */
export function ViewPage({ checklist }: { checklist: LoadedChecklist }) {
  const printing = usePrintChoice(checklist.doc);
  return (
    <ViewFrame>
      <ViewToolbar checklist={checklist} printing={printing} />
      <div className="bg-canvas px-1 py-1.5 md:px-2 md:py-2.5">
        <div className="mx-auto max-w-[50rem]">
          <ReadOnlySheet checklist={checklist} doc={printing.printedDoc} />
        </div>
      </div>
    </ViewFrame>
  );
}
