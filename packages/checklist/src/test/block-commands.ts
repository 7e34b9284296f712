import fc from "fast-check";
import { addBlock } from "../operations/add-block.ts";
import { editBlock } from "../operations/edit-block.ts";
import { moveBlock } from "../operations/move-block.ts";
import { removeBlock } from "../operations/remove-block.ts";
import { BLOCK_KINDS } from "../schema/block-schema.ts";
import { anyIndex, blockIds, command, pick, text } from "./command.ts";

const legend = fc.array(
  fc.record({
    symbol: fc.string({ maxLength: 6 }),
    label: fc.string({ maxLength: 30 }),
    color: fc.constantFrom("#aa3300", "F2B233", "nope"),
  }),
  { maxLength: 10 },
);

export const blockCommands = [
  command(
    "addBlock",
    fc.tuple(fc.constantFrom(...BLOCK_KINDS), fc.option(anyIndex, { nil: undefined })),
    (doc, [kind, index]) => addBlock(doc, { kind, index }),
  ),
  command("removeBlock", fc.nat(), (doc, b) => removeBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0" })),
  command("moveBlock", fc.tuple(fc.nat(), anyIndex), (doc, [b, toIndex]) =>
    moveBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0", toIndex }),
  ),
  command(
    "editBlock",
    fc.tuple(
      fc.nat(),
      fc.record({
        title: fc.option(text, { nil: undefined }),
        text: fc.option(text, { nil: undefined }),
        label: fc.option(text, { nil: undefined }),
        lines: fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined }),
        value: fc.option(fc.string({ unit: "binary", maxLength: 2100 }), { nil: undefined }),
        marker: fc.option(fc.constantFrom("bullet", "number", "heart", "star", "zigzag"), { nil: undefined }),
        icon: fc.option(fc.constantFrom("circle", "heart", "hexagon"), { nil: undefined }),
        days: fc.option(fc.integer({ min: -1, max: 40 }), { nil: undefined }),
        legend: fc.option(legend, { nil: undefined }),
      }),
    ),
    (doc, [b, changes]) => editBlock(doc, { blockId: pick(blockIds(doc), b) ?? "b0", changes }),
  ),
];
