/** What a card's menu can open as a dialog; duplicate and download act at once. */
export type CardDialog = "rename" | "next-period" | "move" | "share" | "embed" | "email" | "delete";
export type CardAction = CardDialog | "duplicate" | "download";
