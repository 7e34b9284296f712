import { isDeepEqual } from "../model/is-deep-equal.ts";
import { findBlockIndex, replaceBlock } from "../model/list-items.ts";
import type { Block, IconFieldBlock, LegendEntry } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeMultiLine, sanitizeSingleLine } from "../text/sanitize-text.ts";

/** Fields a block may change; each applies only to the kinds that have it, the rest are ignored. */
export type BlockChanges = {
  readonly title?: string;
  readonly text?: string;
  readonly label?: string;
  readonly lines?: number;
  /** The answer of an interactive text field (typed in the editor or on the check-off page). */
  readonly value?: string;
  readonly marker?: string;
  readonly icon?: string;
  readonly days?: number;
  readonly legend?: readonly LegendEntry[];
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
  const days = bounded(changes.days, 1, LIMITS.iconDays, block.days);
  const legend = changes.legend ? cleanLegend(changes.legend) : block.legend;
  const maxValue = Math.max(1, legend.length);
  return {
    ...block,
    title: sanitizeSingleLine(changes.title ?? block.title, LIMITS.blockTitle),
    icon: pick(changes.icon, ["circle", "square", "heart", "star"], block.icon),
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

function applyChanges(block: Block, changes: BlockChanges): Block {
  const lines = (current: number) => bounded(changes.lines, 1, LIMITS.fieldLines, current);
  const label = (current: string) => sanitizeSingleLine(changes.label ?? current, LIMITS.fieldLabel);
  const title = (current: string) => sanitizeSingleLine(changes.title ?? current, LIMITS.blockTitle);
  switch (block.kind) {
    case "text-header":
      return { ...block, text: sanitizeSingleLine(changes.text ?? block.text, LIMITS.textHeader) };
    case "text-field":
      return { ...block, label: label(block.label), lines: lines(block.lines) };
    case "interactive-text-field": {
      const value = sanitizeMultiLine(changes.value ?? block.value, LIMITS.fieldValue);
      return { ...block, label: label(block.label), lines: lines(block.lines), value };
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
    case "calendar":
      return block;
  }
}

/** Edits a block's own settings: titles, labels, line counts, markers, icons, days and legend. */
export function editBlock(doc: Checklist, input: EditBlockInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block) return doc;
  const edited = applyChanges(block, input.changes);
  return isDeepEqual(edited, block) ? doc : replaceBlock(doc, blockIndex, edited);
}
