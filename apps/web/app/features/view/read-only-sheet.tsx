import { Sheet } from "@listful/sheet";
import type { LoadedChecklist } from "./load-checklist.server.ts";
import { SheetFit } from "./sheet-fit.tsx";

/** A loaded checklist's pages, read-only, fitted to their column: the view and its embed. */
export function ReadOnlySheet({ checklist }: { checklist: LoadedChecklist }) {
  return (
    <SheetFit format={checklist.doc.pageFormat} orientation={checklist.doc.orientation}>
      {(scale) => (
        <Sheet
          doc={checklist.doc}
          mode="view"
          scale={scale}
          {...(checklist.backgroundUrl ? { backgroundUrl: checklist.backgroundUrl } : {})}
        />
      )}
    </SheetFit>
  );
}
