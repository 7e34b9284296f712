import type { Folder } from "@listful/contracts";
import { DeleteFolderModal } from "./delete-folder-modal.tsx";
import { FolderNameModal } from "./folder-name-modal.tsx";

export type FolderDialog = { kind: "new" | "rename" | "delete"; opener: HTMLElement | null };

type FolderDialogsProps = {
  dialog: FolderDialog;
  folder: Folder | undefined;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
  onSaved: (folder: Folder, isNew: boolean) => void;
  onDeleted: () => void;
};

export function FolderDialogs({
  dialog,
  folder,
  onClose,
  fallbackFocus,
  onSaved,
  onDeleted,
}: FolderDialogsProps) {
  const returnFocus = () => (dialog.opener?.isConnected ? dialog.opener : fallbackFocus());
  if (dialog.kind === "delete" && folder) {
    return (
      <DeleteFolderModal folder={folder} onClose={onClose} returnFocus={returnFocus} onDeleted={onDeleted} />
    );
  }
  const renamed = dialog.kind === "rename" ? folder : undefined;
  return (
    <FolderNameModal
      folder={renamed}
      onClose={onClose}
      returnFocus={returnFocus}
      onSaved={(saved) => onSaved(saved, !renamed)}
    />
  );
}
