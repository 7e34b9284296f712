import { isDeepEqual } from "../model/is-deep-equal.ts";
import { findBlockIndex, replaceBlock } from "../model/list-items.ts";
import {
  type Block,
  FIELD_STYLES,
  type FieldStyle,
  type IconFieldBlock,
  type LegendEntry,
  TABLE_ROW_LABELS,
  TABLE_STEPS,
  type TableBlock,
} from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeMultiLine, sanitizeSingleLine } from "../text/sanitize-text.ts";

/** Fields a block may change; each applies only to the kinds that have it, the rest are ignored. */
export type BlockChanges = {
  readonly title?: string;
  readonly text?: string;
  readonly label?: string;
  readonly lines?: number;
  /** A writing field's look: ruled lines or a box to draw in. */
  readonly style?: string;
  /** The answer of an interactive text field (typed in the editor or on the check-off page). */
  readonly value?: string;
  readonly marker?: string;
  readonly icon?: string;
  readonly days?: number;
  /** An icon field's goal column. */
  readonly goal?: boolean;
  readonly legend?: readonly LegendEntry[];
  /** A table's column headings (1 to 4), row labels, row count, and the clock its times run on. */
  readonly columns?: readonly string[];
  readonly rowLabels?: string;
  readonly rowCount?: number;
  readonly firstHour?: number;
  readonly minutesPerRow?: number;
};

export type EditBlockInput = { readonly blockId: string; readonly changes: BlockChanges };

function pick<T extends string>(value: string | undefined, allowed: readonly T[], current: T): T {
  return allowed.find((candidate) => candidate === value) ?? current;
}

function bounded(value: number | undefined, min: number, max: number, current: number): number {
  if (value === undefined || !Number.isFinite(value)) return current;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function cleanLegend(legend: readonly LegendEntry[]): readonly LegendEntry[] {
  return legend.slice(0, LIMITS.legendEntries).flatMap((entry) => {
    const symbol = sanitizeSingleLine(entry.symbol, LIMITS.legendSymbol);
    const color = entry.color.replace(/^#/, "").toUpperCase();
    if (symbol === "" || !/^[0-9A-F]{6}$/.test(color)) return [];
    return [{ symbol, label: sanitizeSingleLine(entry.label, LIMITS.legendLabel), color }];
  });
}

function editIconField(block: IconFieldBlock, changes: BlockChanges): IconFieldBlock {
  // A year grid's 31 columns are the days of a month (setIconGrid turns it back into days).
  const days = block.grid === "year" ? block.days : bounded(changes.days, 1, LIMITS.iconDays, block.days);
  const legend = changes.legend ? cleanLegend(changes.legend) : block.legend;
  const maxValue = Math.max(1, legend.length);
  return {
    ...block,
    title: sanitizeSingleLine(changes.title ?? block.title, LIMITS.blockTitle),
    icon: pick(changes.icon, ["circle", "square", "heart", "star"], block.icon),
    goal: typeof changes.goal === "boolean" ? changes.goal : block.goal,
    days,
    legend,
    rows: block.rows.map((row) => ({
      ...row,
      cells: Array.from({ length: days }, (_, day) => {
        const value = row.cells[day] ?? 0;
        return value > maxValue ? 0 : value;
      }),
    })),
  };
}

function editTable(block: TableBlock, changes: BlockChanges): TableBlock {
  const columns = (changes.columns ?? block.columns)
    .slice(0, LIMITS.tableColumns)
    .map((heading) => sanitizeSingleLine(heading, LIMITS.tableHeading));
  return {
    ...block,
    title: sanitizeSingleLine(changes.title ?? block.title, LIMITS.blockTitle),
    columns: columns.length > 0 ? columns : block.columns,
    rowLabels: pick(changes.rowLabels, TABLE_ROW_LABELS, block.rowLabels),
    rowCount: bounded(changes.rowCount, 1, LIMITS.tableRows, block.rowCount),
    firstHour: bounded(changes.firstHour, 0, 23, block.firstHour),
    minutesPerRow: TABLE_STEPS.find((step) => step === changes.minutesPerRow) ?? block.minutesPerRow,
  };
}

function applyChanges(block: Block, changes: BlockChanges): Block {
  const lines = (current: number) => bounded(changes.lines, 1, LIMITS.fieldLines, current);
  const label = (current: string) => sanitizeSingleLine(changes.label ?? current, LIMITS.fieldLabel);
  const title = (current: string) => sanitizeSingleLine(changes.title ?? current, LIMITS.blockTitle);
  // A field without a style stays without one until a style is chosen (it reads as lines).
  const style = (current: FieldStyle | undefined) =>
    changes.style === undefined ? {} : { style: pick(changes.style, FIELD_STYLES, current ?? "lines") };
  switch (block.kind) {
    case "text-header":
      return { ...block, text: sanitizeSingleLine(changes.text ?? block.text, LIMITS.textHeader) };
    case "text-field":
      return { ...block, label: label(block.label), lines: lines(block.lines), ...style(block.style) };
    case "interactive-text-field": {
      const value = sanitizeMultiLine(changes.value ?? block.value, LIMITS.fieldValue);
      return { ...block, label: label(block.label), lines: lines(block.lines), ...style(block.style), value };
    }
    case "list":
      return {
        ...block,
        title: title(block.title),
        marker: pick(changes.marker, ["bullet", "number", "dash"], block.marker),
      };
    case "interactive-list": {
      const marker = pick(changes.marker, ["square", "circle", "heart", "star"], block.marker);
      return { ...block, title: title(block.title), marker };
    }
    case "icon-field":
      return editIconField(block, changes);
    case "table":
      return editTable(block, changes);
    case "calendar":
      return block;
  }
}

/** Edits a block's own settings: titles, labels, line counts, markers, icons, days, goal column, legend and table grids. */
export function editBlock(doc: Checklist, input: EditBlockInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block) return doc;
  const edited = applyChanges(block, input.changes);
  return isDeepEqual(edited, block) ? doc : replaceBlock(doc, blockIndex, edited);
}
