import type { CountNoun } from "@listful/checklist";

/** How a count of checklists reads: "1 checklist", "3 checklists". */
export const CHECKLIST: CountNoun = { one: "checklist", other: "checklists" };

/** The collection's messages (docs/PRODUCT.md, Messages), in one place so the pages and their tests agree. */
export const MESSAGES = {
  duplicated: "The checklist has been duplicated.",
  deleted: "The checklist has been deleted.",
  notDeleted: "The checklist hasn't been deleted.",
  bookmarked: "The checklist has been saved to your bookmarks.",
  unbookmarked: "The checklist has been deleted from your bookmarks.",
  renamed: "The checklist has been renamed.",
  moved: "The checklist has been moved.",
  folderCreated: "The folder has been created.",
  folderRenamed: "The folder has been renamed.",
  folderDeleted: "The folder has been deleted. Its checklists are still in your collection.",
} as const;
