import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { imageSrc } from "../../lib/images.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { dismissPremiumPrompt, premiumPrompt } from "./premium-prompt.ts";

/**
 * The pricing modal, opened when a save, download or print needs Premium: upgrade (the pricing page), or
 * reset the premium features (docs/PRODUCT.md, Reset premium features) and carry on for free.
 */
export function PricingModal({ onReset }: { onReset: () => void }) {
  const message = useSyncExternalStore(premiumPrompt.subscribe, premiumPrompt.get, () => null);
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : dismissPremiumPrompt())}
      image={imageSrc("modals/download.svg")}
      title="This is a Premium feature"
      description={message ?? undefined}
    >
      <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            onReset();
            dismissPremiumPrompt();
          }}
        >
          Reset premium features
        </Button>
        <Link to={HREFS.pricing} className={buttonClass({})} onClick={dismissPremiumPrompt}>
          Upgrade
        </Link>
      </div>
    </Modal>
  );
}
