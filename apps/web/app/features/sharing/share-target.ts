import type { Checklist } from "@listful/checklist";
import type { ChecklistResponse, ShareAccess } from "@listful/contracts";

/** The checklist a sharing dialog is about. */
export type ShareTarget = {
  id: string;
  title: string;
  image: string | null;
  isShared: boolean;
  /** What anyone with the link may do once it is on. */
  access: ShareAccess;
};

export type SharingDialogProps = {
  target: ShareTarget;
  /** Only the owner can turn the link on or off. */
  isOwner: boolean;
  loadDocument: () => Promise<Checklist>;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
  onSharedChange?: (updated: ChecklistResponse) => void;
};

/** The site's own address: the configured public URL, else the page's. */
export function siteOrigin(publicUrl: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return typeof window === "undefined" ? "" : window.location.origin;
}
