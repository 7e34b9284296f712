import type { Checklist } from "../schema/checklist-schema.ts";

export type RemoveBlockInput = { readonly blockId: string };

export function removeBlock(doc: Checklist, input: RemoveBlockInput): Checklist {
  const blocks = doc.blocks.filter((block) => block.id !== input.blockId);
  return blocks.length === doc.blocks.length ? doc : { ...doc, blocks };
}
