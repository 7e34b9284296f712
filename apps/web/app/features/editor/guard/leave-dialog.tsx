import { useState } from "react";
import type { Blocker } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";

type LeaveDialogProps = {
  readonly blocker: Blocker;
  readonly isGuest: boolean;
  /** For a checklist already in the collection: saves now; true when it went through. */
  readonly onSave?: (() => Promise<boolean>) | undefined;
};

/** The question an in-app navigation waits on while the checklist has unsaved changes. */
export function LeaveDialog({ blocker, isGuest, onSave }: LeaveDialogProps) {
  const [isSaving, setSaving] = useState(false);
  const saveAndLeave = async () => {
    if (!onSave) return;
    setSaving(true);
    const isSaved = await onSave();
    setSaving(false);
    if (isSaved) blocker.proceed?.();
  };
  return (
    <Modal
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description={
        isGuest
          ? "Your changes are kept as a draft on this device, but they are not saved to a collection yet."
          : "Your latest changes are not saved to your collection yet. If you leave now, they are lost."
      }
    >
      <div className="flex flex-col-reverse gap-0.5 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave anyway
        </Button>
        {onSave ? (
          <Button pending={isSaving} onClick={() => void saveAndLeave()}>
            Save and leave
          </Button>
        ) : (
          <Button onClick={() => blocker.reset?.()}>Stay in the editor</Button>
        )}
      </div>
    </Modal>
  );
}
