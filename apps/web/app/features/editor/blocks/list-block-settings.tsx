import { type AnyListBlock, editBlock, getRowsOf, LIMITS } from "@listful/checklist";
import { Segmented } from "../../../ui/segmented.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { listName } from "./block-kinds.tsx";
import { BlockTextField } from "./block-text-field.tsx";
import { RowList } from "./row-list.tsx";
import { useRowShapes } from "./use-row-shapes.ts";

const TICK_MARKERS = [
  { value: "square", label: "Square" },
  { value: "circle", label: "Circle" },
  { value: "heart", label: "Heart" },
  { value: "star", label: "Star" },
] as const;

const LIST_MARKERS = [
  { value: "bullet", label: "Bullets" },
  { value: "number", label: "1, 2, 3" },
  { value: "dash", label: "Dashes" },
] as const;

/** A checklist's or list's title, its marker and its items. */
export function ListBlockSettings({ block, maxLength }: { block: AnyListBlock; maxLength: number }) {
  const { change } = useEditorActions();
  const rows = useRowShapes(getRowsOf(block));
  const markers = block.kind === "interactive-list" ? TICK_MARKERS : LIST_MARKERS;
  return (
    <div className="flex flex-col gap-1">
      <BlockTextField
        blockId={block.id}
        label="Title"
        field="title"
        value={block.title}
        maxLength={LIMITS.blockTitle}
        placeholder="Untitled"
      />
      <Segmented
        label={block.kind === "interactive-list" ? "Tick box" : "Marker"}
        value={block.marker}
        options={markers}
        onChange={(marker) => change((doc) => editBlock(doc, { blockId: block.id, changes: { marker } }))}
      />
      <RowList
        blockId={block.id}
        blockName={listName(block)}
        rows={rows}
        noun="Item"
        maxLength={maxLength}
        canIndent
      />
    </div>
  );
}
