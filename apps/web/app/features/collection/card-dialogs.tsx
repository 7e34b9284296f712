import type { ChecklistSummary, Folder } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { EmbedModal } from "../sharing/embed-modal.tsx";
import { SendEmailModal } from "../sharing/send-email-modal.tsx";
import { ShareModal } from "../sharing/share-modal.tsx";
import type { CardDialog } from "./card-actions.ts";
import { toSummary } from "./checklist-actions.ts";
import { DeleteChecklistModal } from "./delete-checklist-modal.tsx";
import { MoveChecklistModal } from "./move-checklist-modal.tsx";
import { NextPeriodModal } from "./next-period-modal.tsx";
import { RenameChecklistModal } from "./rename-checklist-modal.tsx";

export type OpenDialog = { kind: CardDialog; item: ChecklistSummary; opener: HTMLElement | null };

type CardDialogsProps = {
  dialog: OpenDialog;
  folders: Folder[];
  onClose: () => void;
  /** Where focus goes when the card that opened the dialog is gone (deleted, moved away). */
  fallbackFocus: () => HTMLElement | null;
  onChanged: (item: ChecklistSummary) => void;
  onDeleted: (id: string) => void;
  onFoldersChanged: () => void;
};

/** The one dialog open over My collection, for the card it was opened from. */
export function CardDialogs({ dialog, folders, onClose, fallbackFocus, ...on }: CardDialogsProps) {
  const { item, opener } = dialog;
  const returnFocus = () => (opener?.isConnected ? opener : fallbackFocus());
  const common = { item, onClose, returnFocus, onChanged: on.onChanged };
  const sharing = {
    target: item,
    isOwner: true,
    onClose,
    returnFocus,
    loadDocument: async () => (await api.request("GET /api/checklist/:id", { params: { id: item.id } })).data,
    onSharedChange: (updated: Parameters<typeof toSummary>[0]) => on.onChanged(toSummary(updated)),
  };
  switch (dialog.kind) {
    case "rename":
      return <RenameChecklistModal {...common} />;
    case "next-period":
      return item.period ? (
        <NextPeriodModal
          id={item.id}
          title={item.title}
          period={item.period}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      ) : null;
    case "move":
      return <MoveChecklistModal {...common} folders={folders} onFoldersChanged={on.onFoldersChanged} />;
    case "delete":
      return <DeleteChecklistModal {...common} onDeleted={on.onDeleted} />;
    case "share":
      return <ShareModal {...sharing} />;
    case "embed":
      return <EmbedModal {...sharing} />;
    case "email":
      return <SendEmailModal id={item.id} title={item.title} onClose={onClose} returnFocus={returnFocus} />;
  }
}
