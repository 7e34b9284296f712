import { describe, expect, it } from "vitest";
import { checklistBlock, sectionHeader } from "../templates/preset-builder.ts";
import { createDoc, expectValid } from "../test/fixtures.ts";
import { removeBlock } from "./remove-block.ts";

describe("removeBlock", () => {
  const doc = createDoc((ids) => [sectionHeader(ids, "Morning"), checklistBlock(ids, "", "square", ["Tea"])]);

  it("removes a block with its items", () => {
    const next = removeBlock(doc, { blockId: "b2" });
    expect(next.blocks.map((block) => block.id)).toEqual(["b1"]);
    expectValid(next);
  });

  it("returns the same document for an unknown block", () => {
    expect(removeBlock(doc, { blockId: "b9" })).toBe(doc);
  });
});
