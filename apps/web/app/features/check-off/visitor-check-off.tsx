import { Button } from "../../ui/button.tsx";
import { LiveStatusLine } from "../live/live-status-line.tsx";
import { useLiveDocument } from "../live/use-live-document.ts";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffLayout } from "./check-off-layout.tsx";
import { useVisitorCheckOff } from "./use-visitor-check-off.ts";

/** Someone else's shared checklist: the visitor's ticks stay in this browser and never reach the owner. */
export function VisitorCheckOff({ checklist }: { checklist: LoadedChecklist }) {
  // The owner's ticks show as they are made, under this visitor's own.
  const live = useLiveDocument(checklist.id, { data: checklist.doc, revision: checklist.revision });
  const { doc, dispatch, hasTicks, isKept, reset } = useVisitorCheckOff(checklist.id, live.doc);
  return (
    <CheckOffLayout
      checklist={checklist}
      doc={doc}
      dispatch={dispatch}
      status={
        <span className="inline-flex flex-wrap items-center gap-x-1 gap-y-0.3">
          <LiveStatusLine live={live} isShared />
          <span>
            Shared by {checklist.ownerName}.{" "}
            {isKept
              ? "Your ticks are kept in this browser only."
              : "This browser does not let Listful keep your ticks: they last until you leave this page."}
          </span>
        </span>
      }
      actions={
        hasTicks ? (
          <Button variant="ghost" size="sm" onClick={reset}>
            Clear my ticks
          </Button>
        ) : null
      }
    />
  );
}
