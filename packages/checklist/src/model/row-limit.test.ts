import { describe, expect, it } from "vitest";
import { addItem } from "../operations/add-item.ts";
import { LIMITS } from "../schema/limits.ts";
import { checklistBlock, iconField } from "../templates/preset-builder.ts";
import { createDoc, createListDoc } from "../test/fixtures.ts";
import { getRowLimit } from "./row-limit.ts";

const texts = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index + 1}`);

describe("getRowLimit", () => {
  it("is null while a block has room, and for blocks without rows", () => {
    const doc = createListDoc(texts(LIMITS.itemsPerList - 1));
    expect(doc.blocks[0] && getRowLimit(doc, doc.blocks[0])).toBeNull();
    const header = createDoc((ids) => [{ kind: "text-header", id: ids.next("b"), text: "Hi" }]);
    expect(header.blocks[0] && getRowLimit(header, header.blocks[0])).toBeNull();
  });

  it("names the list limit, and addItem keeps to it", () => {
    const doc = createListDoc(texts(LIMITS.itemsPerList));
    expect(doc.blocks[0] && getRowLimit(doc, doc.blocks[0])).toEqual({ scope: "list", max: 100 });
    expect(addItem(doc, { blockId: "b1" })).toBe(doc);
  });

  it("names the checklist's limit once all its lists hold that many items", () => {
    const doc = createDoc((ids) => [
      ...Array.from({ length: LIMITS.itemsPerDocument / LIMITS.itemsPerList }, () =>
        checklistBlock(ids, "", "square", texts(LIMITS.itemsPerList)),
      ),
      checklistBlock(ids, "Empty", "square", []),
    ]);
    const last = doc.blocks.at(-1);
    expect(last && getRowLimit(doc, last)).toEqual({ scope: "checklist", max: 400 });
    expect(last && addItem(doc, { blockId: last.id })).toBe(doc);
  });

  it("names a habit grid's row limit", () => {
    const doc = createDoc((ids) => [
      iconField(ids, { title: "", icon: "star", days: 7, rows: texts(LIMITS.iconRows) }),
    ]);
    expect(doc.blocks[0] && getRowLimit(doc, doc.blocks[0])).toEqual({ scope: "grid", max: 31 });
  });
});
