import type { Block } from "../schema/block-schema.ts";
import type { Item } from "../schema/item-schema.ts";

/** A list's items without the ticked ones: a ticked item goes with its sub-items, a ticked sub-item alone. */
function withoutTicked(items: readonly Item[]): readonly Item[] {
  let isParentDropped = false;
  return items.filter((item) => {
    if (item.depth === 1) isParentDropped = item.isChecked;
    return !item.isChecked && !(item.depth === 2 && isParentDropped);
  });
}

/** Every list without its ticked items, so what is left closes up; the same blocks when none is ticked. */
export function removeDoneItems(blocks: readonly Block[]): readonly Block[] {
  const next = blocks.map((block) => {
    if (block.kind !== "list" && block.kind !== "interactive-list") return block;
    const items = withoutTicked(block.items);
    return items.length === block.items.length ? block : { ...block, items };
  });
  return next.every((block, index) => block === blocks[index]) ? blocks : next;
}
