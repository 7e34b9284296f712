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

/** How a writing field prints: ruled lines, or a framed blank box to draw in (as tall as its lines). */
export const FIELD_STYLES = ["lines", "box"] as const;
export type FieldStyle = (typeof FIELD_STYLES)[number];

/** Left out (every document saved before boxes existed) it reads as "lines". */
const FieldStyleSchema = z.enum(FIELD_STYLES, { error: "Expected lines or box" }).optional();

/** Printed writing lines under a prompt, to fill in by hand (or a box to draw in, with `style` "box"). */
export const TextFieldBlockSchema = z
  .strictObject({
    kind: z.literal("text-field"),
    id: IdSchema,
    label: singleLineText(LIMITS.fieldLabel),
    lines: integerBetween(1, LIMITS.fieldLines),
    style: FieldStyleSchema,
  })
  .readonly();

/** Like a text field, but the answer can also be typed on the check-off page. */
export const InteractiveTextFieldBlockSchema = z
  .strictObject({
    kind: z.literal("interactive-text-field"),
    id: IdSchema,
    label: singleLineText(LIMITS.fieldLabel),
    lines: integerBetween(1, LIMITS.fieldLines),
    style: FieldStyleSchema,
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

export const ICON_GRIDS = ["days", "year"] as const;

/** A year grid's shape: a row a month, a column for each day a month can have. */
export const YEAR_GRID = { months: 12, days: 31 } as const;

/**
 * A grid of rows (habits, times of day) by day columns, each cell an icon to tick or colour in. `grid`
 * "year" is a year in pixels: its 12 rows are the months, its 31 columns the days of the month.
 */
export const IconFieldBlockSchema = z
  .strictObject({
    kind: z.literal("icon-field"),
    id: IdSchema,
    title: singleLineText(LIMITS.blockTitle),
    icon: z.enum(["circle", "square", "heart", "star"], { error: "Expected circle, square, heart or star" }),
    /** The rows' columns: the period's days, or a year of them (a row a month). */
    grid: z.enum(ICON_GRIDS, { error: "Expected days or year" }).default("days"),
    /** A narrow "Goal" column after each row's name, with a box to write the target in by hand. */
    goal: z.boolean().default(false),
    days: integerBetween(1, LIMITS.iconDays),
    legend: boundedList(LegendEntrySchema, LIMITS.legendEntries),
    rows: boundedList(IconRowSchema, LIMITS.iconRows),
  })
  .readonly();

/** How a table's rows are labelled, drawn and never stored: nothing, 1..n, or clock times. */
export const TABLE_ROW_LABELS = ["none", "numbers", "times"] as const;
/** A times table steps by half an hour or an hour. */
export const TABLE_STEPS = [30, 60] as const;

/** A grid of writing cells under 1 to 4 column headings: a schedule, a running total, a day-by-day log. */
export const TableBlockSchema = z
  .strictObject({
    kind: z.literal("table"),
    id: IdSchema,
    title: singleLineText(LIMITS.blockTitle),
    columns: z
      .array(singleLineText(LIMITS.tableHeading), { error: "Expected a list" })
      .min(1, { error: "At least one column" })
      .max(LIMITS.tableColumns, { error: `Too many (max ${LIMITS.tableColumns})` })
      .readonly(),
    rowLabels: z.enum(TABLE_ROW_LABELS, { error: "Expected none, numbers or times" }),
    rowCount: integerBetween(1, LIMITS.tableRows),
    /** Where a times table starts (0..23) and how far each row goes on. */
    firstHour: integerBetween(0, 23),
    minutesPerRow: z.literal(TABLE_STEPS, { error: "Expected 30 or 60" }),
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
    TableBlockSchema,
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
export type TableBlock = z.infer<typeof TableBlockSchema>;
export type TableRowLabels = TableBlock["rowLabels"];
export type IconGrid = IconFieldBlock["grid"];
export type AnyListBlock = ListBlock | InteractiveListBlock;

export const BLOCK_KINDS: readonly BlockKind[] = [
  "calendar",
  "icon-field",
  "interactive-list",
  "interactive-text-field",
  "list",
  "table",
  "text-field",
  "text-header",
];
