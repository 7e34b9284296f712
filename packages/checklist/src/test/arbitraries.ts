import fc from "fast-check";
import { addDays } from "../calendar/iso-date.ts";
import { FONT_FAMILIES } from "../fonts.ts";
import { createChecklist } from "../model/create-checklist.ts";
import { isListBlock } from "../model/list-items.ts";
import { addBlock } from "../operations/add-block.ts";
import { addItem } from "../operations/add-item.ts";
import { editBlock } from "../operations/edit-block.ts";
import { editItem } from "../operations/edit-item.ts";
import { indentItem } from "../operations/indent-item.ts";
import { moveBlock } from "../operations/move-block.ts";
import { moveItem } from "../operations/move-item.ts";
import { outdentItem } from "../operations/outdent-item.ts";
import {
  addPlaceholderItem,
  clearPlaceholderItems,
  removePlaceholderItem,
} from "../operations/placeholder-item.ts";
import { removeBlock } from "../operations/remove-block.ts";
import { removeItem } from "../operations/remove-item.ts";
import { resetPremiumFeatures } from "../operations/reset-premium-features.ts";
import { resetProgress } from "../operations/reset-progress.ts";
import { rollOver } from "../operations/roll-over.ts";
import { setBackground } from "../operations/set-background.ts";
import { setBlockPerPage } from "../operations/set-block-per-page.ts";
import { setCalendarCounts } from "../operations/set-calendar-counts.ts";
import { setCalendarPeriod } from "../operations/set-calendar-period.ts";
import { setCalendarSize } from "../operations/set-calendar-size.ts";
import { setCalendarTitle } from "../operations/set-calendar-title.ts";
import { setColor } from "../operations/set-color.ts";
import { setFont } from "../operations/set-font.ts";
import { setFooter } from "../operations/set-footer.ts";
import { setHeader } from "../operations/set-header.ts";
import { setHeadline } from "../operations/set-headline.ts";
import { setIconCell } from "../operations/set-icon-cell.ts";
import { setItemOptions } from "../operations/set-item-options.ts";
import { setLayout } from "../operations/set-layout.ts";
import { setPageFormat } from "../operations/set-page-format.ts";
import { setPalette } from "../operations/set-palette.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { setTitle } from "../operations/set-title.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { toggleIconCell } from "../operations/toggle-icon-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import { BLOCK_KINDS } from "../schema/block-schema.ts";
import type { Checklist, HeaderStyle, LayoutId, PageFormat } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";

// Commands pick their targets by position at run time, so random sequences keep hitting real ids
// (and sometimes, by design, ids that no longer exist).

export type Command = { readonly name: string; readonly run: (doc: Checklist) => Checklist };

function pick<T>(values: readonly T[], index: number): T | undefined {
  return values.length === 0 ? undefined : values[index % values.length];
}

function blockIds(doc: Checklist): string[] {
  return doc.blocks.map((block) => block.id);
}

function itemIds(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) =>
    isListBlock(block)
      ? block.items.map((item) => item.id)
      : block.kind === "icon-field"
        ? block.rows.map((row) => row.id)
        : [],
  );
}

function rowIds(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) => (block.kind === "icon-field" ? block.rows.map((row) => row.id) : []));
}

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 250 }),
  fc.constantFrom("", "Buy milk", "<b>bold</b>", "a\u0000b", "line\nbreak", "😀".repeat(40)),
);
const anyIndex = fc.integer({ min: -3, max: 120 });
const isoDate = fc.integer({ min: 0, max: 60_000 }).map((days) => addDays("1900-01-01", days));

function command<T>(name: string, input: fc.Arbitrary<T>, run: (doc: Checklist, value: T) => Checklist) {
  return input.map(
    (value): Command => ({ name: `${name} ${JSON.stringify(value)}`, run: (doc) => run(doc, value) }),
  );
}

const addItemsCommand = command(
  "addItems",
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 60 })),
  (doc, [b, count]) => {
    let next = doc;
    for (let i = 0; i < count; i++)
      next = addItem(next, { blockId: pick(blockIds(doc), b) ?? "b0", text: `Item ${i}` });
    return next;
  },
);

const itemCommands = [
  command(
    "addItem",
    fc.tuple(fc.nat(), fc.option(anyIndex, { nil: undefined }), text, fc.constantFrom(1, 2), fc.boolean()),
    (doc, [b, index, value, depth, isChecked]) =>
      addItem(doc, {
        blockId: pick(blockIds(doc), b) ?? "b0",
        index,
        text: value,
        depth: depth as 1 | 2,
        isChecked,
      }),
  ),
  command("removeItem", fc.nat(), (doc, i) => removeItem(doc, { itemId: pick(itemIds(doc), i) ?? "i0" })),
  command("editItem", fc.tuple(fc.nat(), text), (doc, [i, value]) =>
    editItem(doc, { itemId: pick(itemIds(doc), i) ?? "i0", text: value }),
  ),
  command(
    "moveItem",
    fc.tuple(fc.nat(), anyIndex, fc.option(fc.nat(), { nil: undefined })),
    (doc, [i, toIndex, b]) =>
      moveItem(doc, {
        itemId: pick(itemIds(doc), i) ?? "i0",
        toIndex,
        toBlockId: b === undefined ? undefined : pick(blockIds(doc), b),
      }),
  ),
  command("indentItem", fc.nat(), (doc, i) => indentItem(doc, { itemId: pick(itemIds(doc), i) ?? "i0" })),
  command("outdentItem", fc.nat(), (doc, i) => outdentItem(doc, { itemId: pick(itemIds(doc), i) ?? "i0" })),
  command(
    "toggleItem",
    fc.tuple(fc.nat(), fc.option(fc.boolean(), { nil: undefined })),
    (doc, [i, isChecked]) => toggleItem(doc, { itemId: pick(itemIds(doc), i) ?? "i0", isChecked }),
  ),
  command("addPlaceholderItem", fc.nat(), (doc, b) =>
    addPlaceholderItem(doc, { blockId: pick(blockIds(doc), b) ?? "b0" }),
  ),
  command("removePlaceholderItem", fc.nat(), (doc, b) =>
    removePlaceholderItem(doc, { blockId: pick(blockIds(doc), b) ?? "b0" }),
  ),
  command("clearPlaceholderItems", fc.constant(null), (doc) => clearPlaceholderItems(doc)),
  command(
    "setIconCell",
    fc.tuple(fc.nat(), fc.integer({ min: -1, max: 32 }), fc.integer({ min: -1, max: 9 })),
    (doc, [r, day, value]) => setIconCell(doc, { rowId: pick(rowIds(doc), r) ?? "r0", day, value }),
  ),
  command("toggleIconCell", fc.tuple(fc.nat(), fc.integer({ min: 0, max: 31 })), (doc, [r, day]) =>
    toggleIconCell(doc, { rowId: pick(rowIds(doc), r) ?? "r0", day }),
  ),
];

const legend = fc.array(
  fc.record({
    symbol: fc.string({ maxLength: 6 }),
    label: fc.string({ maxLength: 30 }),
    color: fc.constantFrom("#aa3300", "F2B233", "nope"),
  }),
  { maxLength: 10 },
);

const blockCommands = [
  command(
    "addBlock",
    fc.tuple(fc.constantFrom(...BLOCK_KINDS), fc.option(anyIndex, { nil: undefined })),
    (doc, [kind, index]) => addBlock(doc, { kind, index }),
  ),
  command("removeBlock", fc.nat(), (doc, b) => removeBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0" })),
  command("moveBlock", fc.tuple(fc.nat(), anyIndex), (doc, [b, toIndex]) =>
    moveBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0", toIndex }),
  ),
  command(
    "editBlock",
    fc.tuple(
      fc.nat(),
      fc.record({
        title: fc.option(text, { nil: undefined }),
        text: fc.option(text, { nil: undefined }),
        label: fc.option(text, { nil: undefined }),
        lines: fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined }),
        value: fc.option(fc.string({ unit: "binary", maxLength: 2100 }), { nil: undefined }),
        marker: fc.option(fc.constantFrom("bullet", "number", "heart", "star", "zigzag"), { nil: undefined }),
        icon: fc.option(fc.constantFrom("circle", "heart", "hexagon"), { nil: undefined }),
        days: fc.option(fc.integer({ min: -1, max: 40 }), { nil: undefined }),
        legend: fc.option(legend, { nil: undefined }),
      }),
    ),
    (doc, [b, changes]) => editBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0", changes }),
  ),
];

const designCommands = [
  command(
    "setTitle",
    fc.record({ text: fc.option(text, { nil: undefined }), fontFamily: fc.constantFrom(...FONT_FAMILIES) }),
    (doc, input) => setTitle(doc, input),
  ),
  command("setHeadline", text, (doc, value) => setHeadline(doc, { text: value })),
  command("setLayout", fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6)), (doc, layout) =>
    setLayout(doc, { layout: layout as LayoutId }),
  ),
  command(
    "setHeader",
    fc.record({ style: fc.integer({ min: 0, max: 6 }), showTitle: fc.boolean(), showHeadline: fc.boolean() }),
    (doc, input) => setHeader(doc, { ...input, style: input.style as HeaderStyle }),
  ),
  command(
    "setFooter",
    fc.record({ isVisible: fc.boolean(), text, showPageNumbers: fc.boolean() }),
    (doc, input) => setFooter(doc, input),
  ),
  command("setPalette", fc.integer({ min: 0, max: 13 }), (doc, palette) => setPalette(doc, { palette })),
  command(
    "setColor",
    fc.tuple(
      fc.constantFrom("color1", "color4", "color6"),
      fc.oneof(fc.constant("#FFAA00"), fc.string({ maxLength: 8 })),
    ),
    (doc, [role, color]) => setColor(doc, { role, color }),
  ),
  command(
    "setBackground",
    fc.record({ showBackground: fc.boolean(), backgroundId: fc.integer({ min: -1, max: 2_000_000 }) }),
    (doc, input) => setBackground(doc, input),
  ),
  command(
    "setFont",
    fc.tuple(fc.constantFrom("heading" as const, "body" as const), fc.constantFrom(...FONT_FAMILIES)),
    (doc, [role, fontFamily]) => setFont(doc, { role, fontFamily }),
  ),
  command(
    "setItemOptions",
    fc.record({
      fontSize: fc.constantFrom("small" as const, "large" as const),
      maxlength: fc.integer({ min: 0, max: 250 }),
    }),
    (doc, input) => setItemOptions(doc, input),
  ),
  command(
    "setBlockPerPage",
    fc.option(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -1, max: 14 })), { nil: null }),
    (doc, blockPerPage) => setBlockPerPage(doc, { blockPerPage }),
  ),
  command("setPageFormat", fc.constantFrom("a4", "letter", "a3"), (doc, pageFormat) =>
    setPageFormat(doc, { pageFormat: pageFormat as PageFormat }),
  ),
];

const timeCommands = [
  command(
    "setCalendarPeriod",
    fc.constantFrom("day" as const, "week" as const, "month" as const),
    (doc, period) => setCalendarPeriod(doc, { period }),
  ),
  command(
    "setCalendarCounts",
    fc.record({
      totalItemCount: fc.integer({ min: -1, max: 45 }),
      itemCountInOneComponent: fc.integer({ min: 0, max: 9 }),
    }),
    (doc, input) => setCalendarCounts(doc, input),
  ),
  command(
    "setCalendarSize",
    fc.constantFrom("small" as const, "medium" as const, "large" as const),
    (doc, size) => setCalendarSize(doc, { size }),
  ),
  command("setCalendarTitle", fc.tuple(anyIndex, text), (doc, [index, title]) =>
    setCalendarTitle(doc, { index, title }),
  ),
  command("toggleCalendarCell", fc.integer({ min: -1, max: 43 }), (doc, index) =>
    toggleCalendarCell(doc, { index }),
  ),
  command(
    "setTimeframe",
    fc.option(
      fc.record({
        start: isoDate,
        unit: fc.constantFrom("day" as const, "week" as const, "month" as const),
        count: fc.integer({ min: 0, max: 32 }),
      }),
      { nil: null },
    ),
    (doc, timeframe) => setTimeframe(doc, { timeframe }),
  ),
  command("setWeekStart", fc.constantFrom("monday" as const, "sunday" as const), (doc, weekStart) =>
    setWeekStart(doc, { weekStart }),
  ),
  command("rollOver", fc.constant(null), (doc) => rollOver(doc)),
  command("resetProgress", fc.constant(null), (doc) => resetProgress(doc)),
  command("resetPremiumFeatures", fc.constantFrom(...TEMPLATE_TYPE_SLUGS), (doc, slug) =>
    resetPremiumFeatures(doc, { saved: createPreset(slug, { start: "2025-03-01" }) }),
  ),
];

export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.oneof(...itemCommands), weight: 5 },
  { arbitrary: addItemsCommand, weight: 2 },
  { arbitrary: fc.oneof(...blockCommands), weight: 2 },
  { arbitrary: fc.oneof(...designCommands), weight: 2 },
  { arbitrary: fc.oneof(...timeCommands), weight: 2 },
);

/** A starting document: the blank default or any preset on any supported date. */
export const startArbitrary: fc.Arbitrary<Checklist> = fc.oneof(
  fc.constant(null).map(() => createChecklist()),
  fc
    .tuple(
      fc.constantFrom(...TEMPLATE_TYPE_SLUGS),
      fc.integer({ min: 40, max: 109_000 }),
      fc.constantFrom("monday" as const, "sunday" as const),
    )
    .map(([slug, days, weekStart]) => createPreset(slug, { start: addDays("1900-01-01", days), weekStart })),
);

/** Sequences long enough to grow documents over several pages. */
export const commandsArbitrary: fc.Arbitrary<Command[]> = fc.array(commandArbitrary, {
  maxLength: 40,
  size: "medium",
});

export function applyCommands(doc: Checklist, commands: readonly Command[]): Checklist {
  return commands.reduce((current, next) => next.run(current), doc);
}
