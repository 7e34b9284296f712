/** The collection's card grid: two across on a phone, up to four beside the folders. */
export const CARD_GRID = "grid grid-cols-2 gap-x-1 gap-y-1.5 sm:grid-cols-3 xl:grid-cols-4 md:gap-x-1.5";
