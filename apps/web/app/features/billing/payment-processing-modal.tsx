import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../lib/api.ts";
import { isSubscribed } from "../../lib/subscription.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";

export const WELCOME = "Welcome onboard! Now you can enjoy Premium features and templates!";
const POLL_MS = 1_000;
const GIVE_UP_MS = 90_000;

/**
 * After Paddle's checkout: waits until Paddle's webhook has made the person a subscriber, then welcomes them
 * and reloads the page's data, so premium unlocks without signing out.
 */
export function PaymentProcessingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<"waiting" | "done" | "slow">("waiting");
  const revalidator = useRevalidator();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the revalidator changes identity on every render; the poll starts once per opening
  useEffect(() => {
    if (!open) return;
    setState("waiting");
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      const user = await api.request("GET /api/user").catch(() => null);
      if (stopped) return;
      if (user && isSubscribed(user)) {
        setState("done");
        void revalidator.revalidate();
        return;
      }
      if (Date.now() - started > GIVE_UP_MS) return setState("slow");
      timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [open]);

  const title = state === "done" ? "You're Premium" : "Processing your payment";
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title}>
      <div role="status" className="flex flex-col items-center gap-1 text-center">
        {state === "waiting" ? (
          <>
            <Spinner />
            <p className="text-ink-soft">Paddle is confirming your payment. This takes a few seconds.</p>
          </>
        ) : state === "done" ? (
          <>
            <p className="text-lg text-ink">{WELCOME}</p>
            <Button onClick={onClose}>Start creating</Button>
          </>
        ) : (
          <p className="text-ink-soft">
            Your payment is taking longer to confirm than usual. Premium unlocks as soon as it does; you can
            close this and carry on.
          </p>
        )}
      </div>
    </Modal>
  );
}
