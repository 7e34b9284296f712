import type { ChecklistResponse } from "@listful/contracts";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";

type ConflictDialogProps = {
  readonly conflict: ChecklistResponse | null;
  readonly open: boolean;
  /** Closing without an answer leaves the checklist unsaved; the save indicator offers the choice again. */
  readonly onOpenChange: (open: boolean) => void;
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
};

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "just now"
    : date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

/**
 * Another tab or device saved this checklist after this one loaded it. Nothing is overwritten until the
 * person chooses; taking the other copy keeps theirs one undo away.
 */
export function ConflictDialog({
  conflict,
  open,
  onOpenChange,
  onKeepMine,
  onTakeTheirs,
}: ConflictDialogProps) {
  return (
    <Modal
      open={open && conflict !== null}
      onOpenChange={onOpenChange}
      title="This checklist was changed elsewhere"
      description={
        conflict
          ? `It was saved from another tab or device at ${formatTime(conflict.updated)}, while you were editing here. Which version do you want to keep?`
          : undefined
      }
    >
      <div className="flex flex-col gap-0.75">
        <Button onClick={onKeepMine}>Keep my version</Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          Load the other version
        </Button>
        <p className="text-center text-sm text-muted">
          Loading the other version replaces what you see here; Undo (Ctrl+Z) brings yours back.
        </p>
      </div>
    </Modal>
  );
}
