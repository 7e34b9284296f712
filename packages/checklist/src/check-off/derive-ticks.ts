import type { Checklist } from "../schema/checklist-schema.ts";
import { applyTick } from "./apply-tick.ts";
import { isSameCheckState, readCheckState } from "./check-state.ts";
import type { Tick } from "./tick-schema.ts";

/** Every difference in ticks and answers between two documents, sub-items before their parents. */
function changedTargets(before: Checklist, after: Checklist): Tick[] {
  const was = readCheckState(before);
  const now = readCheckState(after);
  const ticks: Tick[] = [];
  const items = [...now.items].filter(([id, item]) => {
    const old = was.items.get(id);
    return old !== undefined && old.isChecked !== item.isChecked;
  });
  items.sort(([, a], [, b]) => b.depth - a.depth);
  for (const [itemId, item] of items) ticks.push({ kind: "item", itemId, isChecked: item.isChecked });
  for (const [rowId, cells] of now.iconCells) {
    const old = was.iconCells.get(rowId);
    cells.forEach((value, day) => {
      if (old && old[day] !== undefined && old[day] !== value)
        ticks.push({ kind: "icon-cell", rowId, day, value });
    });
  }
  for (const index of now.calendar) {
    if (!was.calendar.has(index)) ticks.push({ kind: "calendar-cell", index, isChecked: true });
  }
  for (const index of was.calendar) {
    if (!now.calendar.has(index)) ticks.push({ kind: "calendar-cell", index, isChecked: false });
  }
  for (const [blockId, value] of now.fields) {
    if (was.fields.has(blockId) && was.fields.get(blockId) !== value)
      ticks.push({ kind: "field", blockId, value });
  }
  return ticks;
}

/**
 * The tick(s) the API needs to make `after` from `before`, for one change the check-off sheet dispatched.
 * One click can change several things (ticking a parent ticks its sub-items, the last sub-item ticks its
 * parent): the single tick that reproduces the whole change is sent when there is one, so the server applies
 * the person's intent rather than its side effects.
 */
export function deriveTicks(before: Checklist, after: Checklist): Tick[] {
  const candidates = changedTargets(before, after);
  if (candidates.length <= 1) return candidates;
  const single = candidates.find((tick) => isSameCheckState(applyTick(before, tick), after));
  return single ? [single] : candidates;
}
