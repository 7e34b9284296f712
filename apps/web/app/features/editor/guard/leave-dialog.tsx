import type { Blocker } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";

/** The question an in-app navigation waits on while the checklist has unsaved changes. */
export function LeaveDialog({ blocker, isGuest }: { blocker: Blocker; isGuest: boolean }) {
  const isOpen = blocker.state === "blocked";
  return (
    <Modal
      open={isOpen}
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
        <Button onClick={() => blocker.reset?.()}>Stay in the editor</Button>
      </div>
    </Modal>
  );
}
