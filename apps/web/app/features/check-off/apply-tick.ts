import { type Checklist, editBlock, setIconCell, toggleCalendarCell, toggleItem } from "@listful/checklist";
import type { CheckOffBody } from "@listful/contracts";

/** One tick, as the API takes it: each states the wanted value, so applying it twice changes nothing more. */
export type Tick = CheckOffBody;

/**
 * A tick applied to a document with the same operations the server uses (PATCH /api/checklist/{id}/check), so
 * the page can show it before the server has answered, and a visitor's ticks can be replayed locally.
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
