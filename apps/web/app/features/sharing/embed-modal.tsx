import { useState } from "react";
import { absoluteUrl, embedHref } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { TextField } from "../../ui/field.tsx";
import { Modal } from "../../ui/modal.tsx";
import { CopyField } from "./copy-field.tsx";
import { EmbedPreview } from "./embed-preview.tsx";
import { embedCode } from "./share-links.ts";
import { ShareSwitch } from "./share-switch.tsx";
import { type SharingDialogProps, siteOrigin } from "./share-target.ts";
import { useSharing } from "./use-sharing.ts";

const MIN = 200;
const MAX = 2000;

function clampSize(value: string, fallback: number): number {
  const number = Math.round(Number(value));
  return Number.isFinite(number) && number >= MIN ? Math.min(number, MAX) : fallback;
}

/** The iframe code for another site, with its size and a live preview; an embed needs the public link on. */
export function EmbedModal({ target, isOwner, onClose, returnFocus, onSharedChange }: SharingDialogProps) {
  const origin = siteOrigin(useRootData().config.publicUrl);
  const sharing = useSharing(target.id, target, onSharedChange);
  const [widthText, setWidthText] = useState("600");
  const [heightText, setHeightText] = useState("800");
  const width = clampSize(widthText, 600);
  const height = clampSize(heightText, 800);
  const src = absoluteUrl(origin, embedHref(target.id));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title="Embed checklist"
      description="Paste the code into your website or blog. Visitors see the checklist and can print it."
      width={760}
    >
      <div className="grid gap-1.5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <div className="flex flex-col gap-1.25">
          {isOwner && !sharing.isShared ? (
            <ShareSwitch isShared={sharing.isShared} pending={sharing.pending} onChange={sharing.change} />
          ) : null}
          <div className="grid grid-cols-2 gap-0.75">
            <TextField
              label="Width (px)"
              name="width"
              type="number"
              inputMode="numeric"
              min={MIN}
              max={MAX}
              value={widthText}
              onChange={(event) => setWidthText(event.target.value)}
            />
            <TextField
              label="Height (px)"
              name="height"
              type="number"
              inputMode="numeric"
              min={MIN}
              max={MAX}
              value={heightText}
              onChange={(event) => setHeightText(event.target.value)}
            />
          </div>
          <CopyField
            label="Embed code"
            value={embedCode(src, target.title, width, height)}
            copyLabel="Copy code"
            copiedMessage="The embed code has been copied."
            disabled={!sharing.isShared}
            multiline
          />
        </div>
        <div>
          <p className="mb-0.3 text-sm font-medium text-ink">Preview</p>
          {sharing.isShared ? (
            <EmbedPreview src={src} title={target.title} width={width} height={height} />
          ) : (
            <p className="grid min-h-12 place-items-center rounded-2xl border border-dashed border-line bg-canvas p-1.5 text-center text-sm text-muted">
              Turn on link sharing to embed this checklist.
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
