import { z } from "zod";
import { LIMITS } from "../schema/limits.ts";
import { IdSchema, integerBetween, multiLineText } from "../schema/primitives.ts";

/**
 * One thing a person ticks or fills in on the check-off page. Each states the wanted value, so applying it
 * twice changes nothing more. The API takes exactly this shape (PATCH /api/checklist/{id}/check), and the
 * check-off page reads a visitor's stored ticks with it; its bounds are the document's own.
 */
export const TickSchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("item"), itemId: IdSchema, isChecked: z.boolean() }),
    z.strictObject({
      kind: z.literal("icon-cell"),
      rowId: IdSchema,
      day: integerBetween(0, LIMITS.iconDays - 1),
      value: integerBetween(0, LIMITS.legendEntries),
    }),
    z.strictObject({
      kind: z.literal("calendar-cell"),
      index: integerBetween(0, LIMITS.calendarCells - 1),
      isChecked: z.boolean(),
    }),
    z.strictObject({
      kind: z.literal("field"),
      blockId: IdSchema,
      value: multiLineText(LIMITS.fieldValue),
    }),
  ])
  .readonly();
export type Tick = z.infer<typeof TickSchema>;
