import { describe, expect, it } from "vitest";
import { checklistBlock, iconField, sectionHeader, writingField } from "../templates/preset-builder.ts";
import { createDoc } from "../test/fixtures.ts";
import { paginate } from "./paginate.ts";
import { plannerOrder } from "./planner-order.ts";

/** Notes, a headed list, then a habit grid with its own section header: the grid comes last. */
const doc = createDoc((ids) => [
  writingField(ids, "Notes", 2),
  checklistBlock(ids, "Errands", "square", ["Post office", "Bank"]),
  sectionHeader(ids, "This month"),
  iconField(ids, { title: "Habits", icon: "circle", days: 31, rows: ["Read", "Walk"] }),
]);
const kinds = (blocks: readonly { kind: string }[]) => blocks.map((block) => block.kind);

describe("the planner layout's order", () => {
  it("moves calendars and trackers to the front, with the text header above them", () => {
    expect(kinds(plannerOrder(doc.blocks))).toEqual([
      "text-header",
      "icon-field",
      "text-field",
      "interactive-list",
    ]);
  });

  it("keeps everything else in the document's order and loses nothing", () => {
    const ordered = plannerOrder(doc.blocks);
    expect(ordered.map((block) => block.id).sort()).toEqual(doc.blocks.map((block) => block.id).sort());
    expect(kinds(plannerOrder(doc.blocks.slice(0, 2)))).toEqual(["text-field", "interactive-list"]);
    expect(kinds(plannerOrder([...doc.blocks, doc.blocks[2] as never]))).toEqual([
      "text-header",
      "icon-field",
      "text-field",
      "interactive-list",
      "text-header",
    ]);
  });

  it("is what layout 3 draws, while layout 1 keeps the document's order", () => {
    const firstPiece = (layout: 1 | 3) => paginate({ ...doc, layout }).pages[0]?.pieces[0]?.kind;
    expect(firstPiece(1)).toBe("text-field");
    expect(firstPiece(3)).toBe("text-header");
    const pieces = paginate({ ...doc, layout: 3 }).pages[0]?.pieces ?? [];
    expect(kinds(pieces)).toEqual(["text-header", "icon-field", "text-field", "interactive-list"]);
  });
});
