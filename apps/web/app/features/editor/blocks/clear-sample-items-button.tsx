import { type Checklist, clearSampleItems } from "@listful/checklist";
import { Button } from "../../../ui/button.tsx";
import { toast } from "../../../ui/toast.ts";
import { useEditorActions } from "../state/editor-context.ts";
import { describeClearedItems, hasSampleItems } from "./sample-items.ts";

/**
 * Clear sample items: every list's and tracker's rows emptied at once, kept as blank lines to write on; one
 * undo step brings them back. Off when there is nothing to clear.
 */
export function ClearSampleItemsButton({ doc }: { readonly doc: Checklist }) {
  const { change, getDoc } = useEditorActions();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!hasSampleItems(doc)}
      onClick={() => {
        const message = describeClearedItems(getDoc());
        change((current) => clearSampleItems(current));
        toast.success(message);
      }}
    >
      Clear sample items
    </Button>
  );
}
