import { countTimeframeDays } from "../calendar/timeframe.ts";
import { allocateIds } from "../ids.ts";
import { clampIndex, countListItems } from "../model/list-items.ts";
import type { Block, BlockKind } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type AddBlockInput = {
  readonly kind: BlockKind;
  /** Position among the blocks; the end when left out. */
  readonly index?: number;
};

function createBlock(doc: Checklist, kind: BlockKind, id: string, itemId: string | null): Block {
  const items = itemId
    ? [{ id: itemId, text: "", isChecked: false, depth: 1, isPlaceholder: true } as const]
    : [];
  switch (kind) {
    case "text-header":
      return { kind, id, text: "" };
    case "text-field":
      return { kind, id, label: "", lines: 3 };
    case "interactive-text-field":
      return { kind, id, label: "", lines: 3, value: "" };
    case "list":
      return { kind, id, title: "", marker: "bullet", items };
    case "interactive-list":
      return { kind, id, title: "", marker: "square", items };
    case "calendar":
      return { kind, id };
    case "icon-field": {
      const days = doc.timeframe ? Math.min(LIMITS.iconDays, countTimeframeDays(doc.timeframe)) : 7;
      return { kind, id, title: "", icon: "circle", grid: "days", goal: false, days, legend: [], rows: [] };
    }
    case "table":
      return {
        kind,
        id,
        title: "",
        columns: [""],
        rowLabels: "none",
        rowCount: 10,
        firstHour: 8,
        minutesPerRow: 60,
      };
  }
}

/** Adds an empty block of a kind (lists start with a placeholder row). One calendar per document. */
export function addBlock(doc: Checklist, input: AddBlockInput): Checklist {
  if (doc.blocks.length >= LIMITS.blocks) return doc;
  if (input.kind === "calendar" && doc.blocks.some((block) => block.kind === "calendar")) return doc;
  const blockIds = allocateIds(doc, "block", 1);
  const id = blockIds?.ids[0];
  if (!blockIds || !id) return doc;
  const hasRoom = countListItems(doc) < LIMITS.itemsPerDocument;
  const itemIds =
    (input.kind === "list" || input.kind === "interactive-list") && hasRoom
      ? allocateIds({ nextId: blockIds.nextId }, "item", 1)
      : null;
  const blocks = [...doc.blocks];
  blocks.splice(
    clampIndex(input.index, blocks.length),
    0,
    createBlock(doc, input.kind, id, itemIds?.ids[0] ?? null),
  );
  return { ...doc, nextId: itemIds?.nextId ?? blockIds.nextId, blocks };
}
