import { expect } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { parseChecklist } from "../parse/parse-checklist.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Item } from "../schema/item-schema.ts";
import { checklistBlock, createIdSource, type IdSource, type ItemSpec } from "../templates/preset-builder.ts";

/** Freezes a document all the way down, so an operation that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A frozen document with the given blocks (made with the preset builder's id source). */
export function createDoc(
  build: (ids: IdSource) => readonly Block[],
  overrides: Partial<Checklist> = {},
): Checklist {
  const ids = createIdSource();
  const blocks = build(ids);
  return deepFreeze({ ...createChecklist(), ...overrides, nextId: ids.peek(), blocks });
}

/** A frozen document with one interactive list "Tasks" (block b1; items i2, i3, ... in order). */
export function createListDoc(specs: readonly ItemSpec[], overrides: Partial<Checklist> = {}): Checklist {
  return createDoc((ids) => [checklistBlock(ids, "Tasks", "square", specs)], overrides);
}

export function getItems(doc: Checklist, blockIndex = 0): readonly Item[] {
  const block = doc.blocks[blockIndex];
  return block && (block.kind === "list" || block.kind === "interactive-list") ? block.items : [];
}

/** Items as short strings: "  " marks a sub-item, "[x]" a ticked one. */
export function describeItems(doc: Checklist, blockIndex = 0): string[] {
  return getItems(doc, blockIndex).map(
    (item) => `${item.depth === 2 ? "  " : ""}${item.isChecked ? "[x] " : ""}${item.text}`,
  );
}

export function expectValid(doc: Checklist): void {
  const result = parseChecklist(doc);
  expect(result.ok ? "" : result.error.message).toBe("");
}
