import type { Checklist } from "@listful/checklist";
import { useRef, useState } from "react";
import { ShareIcon } from "../../ui/icons/share-icon.tsx";
import { ShareModal } from "../sharing/share-modal.tsx";
import type { ShareTarget } from "../sharing/share-target.ts";
import { ToolButton } from "./tool-button.tsx";

/** Opens the share dialog for the checklist on screen; only its owner can turn the link on or off. */
export function ShareButton({
  target,
  doc,
  isOwner,
}: {
  target: ShareTarget;
  doc: Checklist;
  isOwner: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState({ isShared: target.isShared, access: target.access });
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ToolButton
        ref={button}
        icon={<ShareIcon />}
        label="Share"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      {open ? (
        <ShareModal
          target={{ ...target, ...sharing }}
          isOwner={isOwner}
          loadDocument={() => Promise.resolve(doc)}
          onClose={() => setOpen(false)}
          returnFocus={() => button.current}
          onSharedChange={(updated) => setSharing({ isShared: updated.isShared, access: updated.access })}
        />
      ) : null}
    </>
  );
}
