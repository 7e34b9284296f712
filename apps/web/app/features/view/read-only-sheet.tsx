import type { Checklist } from "@listful/checklist";
import { Sheet } from "@listful/sheet";
import type { LoadedChecklist } from "./load-checklist.server.ts";
import { SheetFit } from "./sheet-fit.tsx";

/**
 * A loaded checklist's pages, read-only, fitted to their column: the view and its embed, and a print of it
 * drawn from another document (`doc`: without what is done).
 */
export function ReadOnlySheet({
  checklist,
  doc = checklist.doc,
}: {
  checklist: LoadedChecklist;
  doc?: Checklist;
}) {
  return (
    <SheetFit format={doc.pageFormat} orientation={doc.orientation}>
      {(scale) => (
        <Sheet
          doc={doc}
          mode="view"
          scale={scale}
          {...(checklist.backgroundUrl ? { backgroundUrl: checklist.backgroundUrl } : {})}
        />
      )}
    </SheetFit>
  );
}
