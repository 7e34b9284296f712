import fc from "fast-check";
import { addItem } from "../operations/add-item.ts";
import { blankCopy, clearSampleItems } from "../operations/clear-sample-items.ts";
import { editItem } from "../operations/edit-item.ts";
import { indentItem } from "../operations/indent-item.ts";
import { moveItem } from "../operations/move-item.ts";
import { outdentItem } from "../operations/outdent-item.ts";
import {
  addPlaceholderItem,
  clearPlaceholderItems,
  removePlaceholderItem,
} from "../operations/placeholder-item.ts";
import { removeItem } from "../operations/remove-item.ts";
import { setIconCell } from "../operations/set-icon-cell.ts";
import { setRowTotals } from "../operations/set-row-totals.ts";
import { toggleIconCell } from "../operations/toggle-icon-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import { withoutDoneItems } from "../operations/without-done-items.ts";
import { anyIndex, blockIds, command, itemIds, pick, rowIds, text } from "./command.ts";

export const addItemsCommand = command(
  "addItems",
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 60 })),
  (doc, [b, count]) => {
    let next = doc;
    for (let i = 0; i < count; i++)
      next = addItem(next, { blockId: pick(blockIds(doc), b) ?? "b0", text: `Item ${i}` });
    return next;
  },
);

export const itemCommands = [
  command("clearSampleItems", fc.constant(null), (doc) => clearSampleItems(doc)),
  command("blankCopy", fc.constant(null), (doc) => blankCopy(doc)),
  command("withoutDoneItems", fc.constant(null), (doc) => withoutDoneItems(doc)),
  command("setRowTotals", fc.boolean(), (doc, showRowTotals) => setRowTotals(doc, { showRowTotals })),
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
