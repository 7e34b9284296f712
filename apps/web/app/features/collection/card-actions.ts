/** What a card's menu can open as a dialog; duplicate and download act at once. */
export type CardDialog = "rename" | "move" | "share" | "embed" | "email" | "delete";
export type CardAction = CardDialog | "duplicate" | "download";

export function editorHref(id: string): string {
  return `/editor?checklist=${encodeURIComponent(id)}`;
}

export function viewHref(id: string): string {
  return `/view?id=${encodeURIComponent(id)}`;
}

export function checkOffHref(id: string): string {
  return `/check-off?id=${encodeURIComponent(id)}`;
}
