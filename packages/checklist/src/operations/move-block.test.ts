import { describe, expect, it } from "vitest";
import { sectionHeader } from "../templates/preset-builder.ts";
import { createDoc } from "../test/fixtures.ts";
import { moveBlock } from "./move-block.ts";

describe("moveBlock", () => {
  const doc = createDoc((ids) => [sectionHeader(ids, "A"), sectionHeader(ids, "B"), sectionHeader(ids, "C")]);
  const order = (blocks: typeof doc.blocks) =>
    blocks.map((block) => (block.kind === "text-header" ? block.text : ""));

  it("moves a block to an index", () => {
    expect(order(moveBlock(doc, { blockId: "b1", toIndex: 2 }).blocks)).toEqual(["B", "C", "A"]);
    expect(order(moveBlock(doc, { blockId: "b3", toIndex: 0 }).blocks)).toEqual(["C", "A", "B"]);
  });

  it("is a no-op for the same place or an unknown block", () => {
    expect(moveBlock(doc, { blockId: "b2", toIndex: 1 })).toBe(doc);
    expect(moveBlock(doc, { blockId: "b7", toIndex: 0 })).toBe(doc);
  });
});
