import { isOneOf } from "../model/is-one-of.ts";
import { isListBlock } from "../model/list-items.ts";
import type { Checklist, ItemOptions } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type SetItemOptionsInput = {
  readonly fontSize?: ItemOptions["css"]["fontSize"];
  readonly fontWeight?: ItemOptions["css"]["fontWeight"];
  readonly maxlength?: number;
};

/** Item font and maxlength. A shorter maxlength cuts longer item texts, so the rows stay fixed. */
export function setItemOptions(doc: Checklist, input: SetItemOptionsInput): Checklist {
  const { css } = doc.itemOptions;
  const fontSize = isOneOf(input.fontSize, ["small", "medium", "large"] as const)
    ? input.fontSize
    : css.fontSize;
  const fontWeight = isOneOf(input.fontWeight, [400, 500, 700] as const) ? input.fontWeight : css.fontWeight;
  const maxlength =
    Number.isInteger(input.maxlength) &&
    (input.maxlength ?? 0) >= LIMITS.maxlengthMin &&
    (input.maxlength ?? 0) <= LIMITS.maxlengthMax
      ? (input.maxlength ?? doc.itemOptions.maxlength)
      : doc.itemOptions.maxlength;
  if (fontSize === css.fontSize && fontWeight === css.fontWeight && maxlength === doc.itemOptions.maxlength)
    return doc;
  const blocks = doc.blocks.map((block) =>
    isListBlock(block)
      ? {
          ...block,
          items: block.items.map((item) => ({ ...item, text: sanitizeSingleLine(item.text, maxlength) })),
        }
      : block,
  );
  return { ...doc, itemOptions: { css: { fontSize, fontWeight }, maxlength }, blocks };
}
