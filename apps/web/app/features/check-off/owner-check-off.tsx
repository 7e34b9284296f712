import { CheckIcon } from "../../ui/icons/check-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { LoadedChecklist } from "../view/load-checklist.server.ts";
import { CheckOffLayout } from "./check-off-layout.tsx";
import { useOwnerCheckOff } from "./use-owner-check-off.ts";

/** The owner ticks their own checklist: saved on the server, so every device sees it after a reload. */
export function OwnerCheckOff({ checklist }: { checklist: LoadedChecklist }) {
  const { doc, dispatch, status } = useOwnerCheckOff(checklist.id, checklist.doc);
  return (
    <CheckOffLayout
      checklist={checklist}
      doc={doc}
      dispatch={dispatch}
      status={
        <span role="status" className="inline-flex items-center gap-0.3">
          {status === "saving" ? (
            <>
              <Spinner /> Saving…
            </>
          ) : (
            <>
              <CheckIcon width="16" height="16" className="text-success" /> All changes saved
            </>
          )}
        </span>
      }
    />
  );
}
