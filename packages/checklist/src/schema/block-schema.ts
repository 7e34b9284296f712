import { z } from "zod";
import { ItemSchema } from "./item-schema.ts";
import { LIMITS } from "./limits.ts";
import {
  boundedList,
  HexColorSchema,
  IdSchema,
  integerBetween,
  multiLineText,
  singleLineText,
} from "./primitives.ts";

export const TextHeaderBlockSchema = z
  .strictObject({ kind: z.literal("text-header"), id: IdSchema, text: singleLineText(LIMITS.textHeader) })
  .readonly();

/** Printed writing lines under a prompt, to fill in by hand. */
export const TextFieldBlockSchema = z
  .strictObject({
    kind: z.literal("text-field"),
    id: IdSchema,
    label: singleLineText(LIMITS.fieldLabel),
    lines: integerBetween(1, LIMITS.fieldLines),
  })
  .readonly();

/** Like a text field, but the answer can also be typed on the check-off page. */
export const InteractiveTextFieldBlockSchema = z
  .strictObject({
    kind: z.literal("interactive-text-field"),
    id: IdSchema,
    label: singleLineText(LIMITS.fieldLabel),
    lines: integerBetween(1, LIMITS.fieldLines),
    value: multiLineText(LIMITS.fieldValue),
  })
  .readonly();

const items = boundedList(ItemSchema, LIMITS.itemsPerList);

/** A printed list without checkboxes (bullets, numbers or dashes); it cannot be ticked. */
export const ListBlockSchema = z
  .strictObject({
    kind: z.literal("list"),
    id: IdSchema,
    title: singleLineText(LIMITS.blockTitle),
    marker: z.enum(["bullet", "number", "dash"], { error: "Expected bullet, number or dash" }),
    items,
  })
  .readonly();

/** A checklist: every item has a tick box that can be ticked online. */
export const InteractiveListBlockSchema = z
  .strictObject({
    kind: z.literal("interactive-list"),
    id: IdSchema,
    title: singleLineText(LIMITS.blockTitle),
    marker: z.enum(["square", "circle", "heart", "star"], {
      error: "Expected square, circle, heart or star",
    }),
    items,
  })
  .readonly();

/** Where the document's calendar (see CalendarSchema) is drawn in the flow; at most one. */
export const CalendarBlockSchema = z.strictObject({ kind: z.literal("calendar"), id: IdSchema }).readonly();

export const LegendEntrySchema = z
  .strictObject({
    symbol: singleLineText(LIMITS.legendSymbol).min(1, { error: "Required" }),
    label: singleLineText(LIMITS.legendLabel),
    color: HexColorSchema,
  })
  .readonly();

export const IconRowSchema = z
  .strictObject({
    id: IdSchema,
    text: singleLineText(LIMITS.iconRowText),
    /** One value per day column: 0 empty; with a legend 1..n picks legend entry n, else 1 is done. */
    cells: boundedList(integerBetween(0, LIMITS.legendEntries), LIMITS.iconDays),
  })
  .readonly();

/** A grid of rows (habits, times of day) by day columns, each cell an icon to tick or colour in. */
export const IconFieldBlockSchema = z
  .strictObject({
    kind: z.literal("icon-field"),
    id: IdSchema,
    title: singleLineText(LIMITS.blockTitle),
    icon: z.enum(["circle", "square", "heart", "star"], { error: "Expected circle, square, heart or star" }),
    days: integerBetween(1, LIMITS.iconDays),
    legend: boundedList(LegendEntrySchema, LIMITS.legendEntries),
    rows: boundedList(IconRowSchema, LIMITS.iconRows),
  })
  .readonly();

export const BlockSchema = z.discriminatedUnion(
  "kind",
  [
    CalendarBlockSchema,
    IconFieldBlockSchema,
    InteractiveListBlockSchema,
    InteractiveTextFieldBlockSchema,
    ListBlockSchema,
    TextFieldBlockSchema,
    TextHeaderBlockSchema,
  ],
  { error: "Unknown block kind" },
);

export type Block = z.infer<typeof BlockSchema>;
export type BlockKind = Block["kind"];
export type TextHeaderBlock = z.infer<typeof TextHeaderBlockSchema>;
export type TextFieldBlock = z.infer<typeof TextFieldBlockSchema>;
export type InteractiveTextFieldBlock = z.infer<typeof InteractiveTextFieldBlockSchema>;
export type ListBlock = z.infer<typeof ListBlockSchema>;
export type InteractiveListBlock = z.infer<typeof InteractiveListBlockSchema>;
export type IconFieldBlock = z.infer<typeof IconFieldBlockSchema>;
export type IconRow = z.infer<typeof IconRowSchema>;
export type LegendEntry = z.infer<typeof LegendEntrySchema>;
export type AnyListBlock = ListBlock | InteractiveListBlock;

export const BLOCK_KINDS: readonly BlockKind[] = [
  "calendar",
  "icon-field",
  "interactive-list",
  "interactive-text-field",
  "list",
  "text-field",
  "text-header",
];
