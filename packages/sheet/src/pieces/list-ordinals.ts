import type { Item } from "@listful/checklist";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Numbers of a numbered list: "1.", "2." for items, "a.", "b." for the sub-items under each. */
export function getListOrdinals(items: readonly Item[]): ReadonlyMap<string, string> {
  const ordinals = new Map<string, string>();
  let top = 0;
  let sub = 0;
  for (const item of items) {
    if (item.depth === 1) {
      top += 1;
      sub = 0;
      ordinals.set(item.id, `${top}.`);
    } else {
      ordinals.set(item.id, `${LETTERS[sub % LETTERS.length]}.`);
      sub += 1;
    }
  }
  return ordinals;
}
