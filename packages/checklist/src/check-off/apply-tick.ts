import { editBlock } from "../operations/edit-block.ts";
import { setIconCell } from "../operations/set-icon-cell.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Tick } from "./tick-schema.ts";

/** Whether what a tick points at is still in the document (a stale page may point at a deleted item). */
export function hasTickTarget(doc: Checklist, tick: Tick): boolean {
  switch (tick.kind) {
    case "item":
      return doc.blocks.some(
        (b) => b.kind === "interactive-list" && b.items.some((i) => i.id === tick.itemId && !i.isPlaceholder),
      );
    case "icon-cell":
      return doc.blocks.some(
        (b) =>
          b.kind === "icon-field" && b.rows.some((r) => r.id === tick.rowId && tick.day < r.cells.length),
      );
    case "calendar-cell":
      return tick.index < doc.calendar.totalItemCount;
    case "field":
      return doc.blocks.some((b) => b.id === tick.blockId && b.kind === "interactive-text-field");
  }
}

/**
 * A tick applied to a document. The server applies ticks with this, and the check-off page too, so it can show
 * a tick before the server has answered and replay a visitor's ticks locally.
 */
export function applyTick(doc: Checklist, tick: Tick): Checklist {
  switch (tick.kind) {
    case "item":
      return toggleItem(doc, { itemId: tick.itemId, isChecked: tick.isChecked });
    case "icon-cell":
      return setIconCell(doc, { rowId: tick.rowId, day: tick.day, value: tick.value });
    case "calendar-cell":
      return tick.index < doc.calendar.totalItemCount
        ? toggleCalendarCell(doc, { index: tick.index, isChecked: tick.isChecked })
        : doc;
    case "field": {
      const block = doc.blocks.find((candidate) => candidate.id === tick.blockId);
      return block?.kind === "interactive-text-field"
        ? editBlock(doc, { blockId: tick.blockId, changes: { value: tick.value } })
        : doc;
    }
  }
}

/** What a tick points at: a later tick at the same target replaces an earlier one. */
export function tickTarget(tick: Tick): string {
  switch (tick.kind) {
    case "item":
      return `item:${tick.itemId}`;
    case "icon-cell":
      return `icon:${tick.rowId}:${tick.day}`;
    case "calendar-cell":
      return `calendar:${tick.index}`;
    case "field":
      return `field:${tick.blockId}`;
  }
}
