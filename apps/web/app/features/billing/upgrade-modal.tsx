import type { PlanChangePreview } from "@listful/contracts";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { imageSrc } from "../../lib/images.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { Modal, ModalActions } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";

/** The upgrade-subscription modal: asks Paddle what the switch costs now, then makes it on confirmation. */
export function UpgradeModal() {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const upgrading = useMutation("upgrade", { onSuccess: () => setOpen(false) });

  async function start() {
    setOpen(true);
    setPreview(null);
    try {
      setPreview(await api.request("GET /api/plan/:id/change", { params: { id: "yearly" } }));
    } catch (error) {
      setOpen(false);
      handleApiError(error, {
        onServerError: () => undefined,
        fallback: (reason) => reason ?? "Something went wrong. Try later.",
      });
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void start()}>
        Upgrade to yearly
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Upgrade to yearly"
        image={imageSrc("modals/download.svg")}
      >
        {preview ? (
          <div className="flex flex-col gap-1.25">
            <p className="text-center text-ink">{preview.message}</p>
            <ModalActions
              onCancel={() => setOpen(false)}
              actionLabel="Upgrade now"
              pending={upgrading.pending}
              onAction={() => upgrading.submit()}
            />
          </div>
        ) : (
          <p role="status" className="flex items-center justify-center gap-0.5 text-ink-soft">
            <Spinner /> Working out the price…
          </p>
        )}
      </Modal>
    </>
  );
}
