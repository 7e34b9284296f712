import { Button } from "../../ui/button.tsx";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffLayout } from "./check-off-layout.tsx";
import { useVisitorCheckOff } from "./use-visitor-check-off.ts";

/** Someone else's shared checklist: the visitor's ticks stay in this browser and never reach the owner. */
export function VisitorCheckOff({ checklist }: { checklist: LoadedChecklist }) {
  const { doc, dispatch, hasTicks, isKept, reset } = useVisitorCheckOff(checklist.id, checklist.doc);
  return (
    <CheckOffLayout
      checklist={checklist}
      doc={doc}
      dispatch={dispatch}
      status={
        <span>
          Shared by {checklist.ownerName}.{" "}
          {isKept
            ? "Your ticks are kept in this browser only."
            : "This browser does not let Listful keep your ticks: they last until you leave this page."}
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
