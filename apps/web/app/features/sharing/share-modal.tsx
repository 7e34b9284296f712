import { absoluteUrl, viewHref } from "../../lib/hrefs.ts";
import { imageSrc } from "../../lib/images.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Modal } from "../../ui/modal.tsx";
import { CopyField } from "./copy-field.tsx";
import { ShareAccessChoice } from "./share-access-choice.tsx";
import { ShareSwitch } from "./share-switch.tsx";
import { type SharingDialogProps, siteOrigin } from "./share-target.ts";
import { SocialShareLinks } from "./social-share-links.tsx";
import { TextCopyButtons } from "./text-copy-buttons.tsx";
import { useDocument } from "./use-document.ts";
import { useSharing } from "./use-sharing.ts";

/** Share a checklist: its public link (the owner turns it on), e-mail and social posts, and text copies. */
export function ShareModal({
  target,
  isOwner,
  loadDocument,
  onClose,
  returnFocus,
  onSharedChange,
}: SharingDialogProps) {
  const origin = siteOrigin(useRootData().config.publicUrl);
  const sharing = useSharing(target.id, target, onSharedChange);
  const doc = useDocument(loadDocument);
  const url = absoluteUrl(origin, viewHref(target.id));
  const image = target.image ? new URL(target.image, origin || "http://localhost").toString() : null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      image={imageSrc("modals/share.svg")}
      title="Share checklist"
      description={`Send “${target.title}” to anyone: they see it read-only and can print or tick it off.`}
      width={540}
    >
      <div className="flex flex-col gap-1.25">
        {isOwner ? (
          <ShareSwitch isShared={sharing.isShared} pending={sharing.pending} onChange={sharing.change} />
        ) : null}
        {isOwner && sharing.isShared ? (
          <ShareAccessChoice
            access={sharing.access}
            pending={sharing.pending}
            onChange={sharing.changeAccess}
          />
        ) : null}
        <CopyField
          label="Link"
          value={url}
          copyLabel="Copy link"
          copiedMessage="The link has been copied."
          disabled={!sharing.isShared}
        />
        <SocialShareLinks url={url} title={target.title} image={image} disabled={!sharing.isShared} />
        <TextCopyButtons doc={doc} />
      </div>
    </Modal>
  );
}
