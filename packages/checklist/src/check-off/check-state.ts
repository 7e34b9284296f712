import type { Checklist } from "../schema/checklist-schema.ts";

/** Everything a person can tick or fill in on the check-off page, and nothing else. */
export type CheckState = {
  items: Map<string, { isChecked: boolean; depth: number }>;
  iconCells: Map<string, number[]>;
  calendar: Set<number>;
  fields: Map<string, string>;
};

export function readCheckState(doc: Checklist): CheckState {
  const state: CheckState = {
    items: new Map(),
    iconCells: new Map(),
    calendar: new Set(doc.calendar.checkedCells),
    fields: new Map(),
  };
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list") {
      for (const item of block.items) {
        if (!item.isPlaceholder) state.items.set(item.id, { isChecked: item.isChecked, depth: item.depth });
      }
    } else if (block.kind === "icon-field") {
      for (const row of block.rows) state.iconCells.set(row.id, [...row.cells]);
    } else if (block.kind === "interactive-text-field") {
      state.fields.set(block.id, block.value);
    }
  }
  return state;
}

/** Whether two documents agree on every tick and answer (their text and design may differ). */
export function isSameCheckState(a: Checklist, b: Checklist): boolean {
  const left = readCheckState(a);
  const right = readCheckState(b);
  const items = (state: CheckState) => [...state.items].map(([id, item]) => `${id}=${item.isChecked}`).sort();
  const cells = (state: CheckState) =>
    [...state.iconCells].map(([id, row]) => `${id}=${row.join(",")}`).sort();
  const fields = (state: CheckState) => [...state.fields].map(([id, value]) => `${id}=${value}`).sort();
  return (
    items(left).join("|") === items(right).join("|") &&
    cells(left).join("|") === cells(right).join("|") &&
    fields(left).join("\u0000") === fields(right).join("\u0000") &&
    [...left.calendar].sort((x, y) => x - y).join() === [...right.calendar].sort((x, y) => x - y).join()
  );
}
