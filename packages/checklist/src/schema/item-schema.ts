import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { IdSchema, singleLineText } from "./primitives.ts";

/**
 * One row of a list. Lists are flat: `depth` 2 makes an item a sub-item of the nearest depth-1 item
 * above it, which keeps moving, sorting and pagination simple (every item is one fixed-height row).
 */
export const ItemSchema = z
  .strictObject({
    id: IdSchema,
    text: singleLineText(LIMITS.itemText),
    isChecked: z.boolean({ error: "Expected true or false" }),
    depth: z.literal([1, 2], { error: "Expected depth 1 or 2" }),
    /**
     * The empty first row the editor shows so an empty list can be typed into (docs/PRODUCT.md, List
     * placeholder).
     */
    isPlaceholder: z.literal(true, { error: "Expected true or no value" }).optional(),
  })
  .readonly();

export type Item = z.infer<typeof ItemSchema>;
