import { editBlock, getRowsOf, type IconFieldBlock, LIMITS } from "@listful/checklist";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { listName } from "./block-kinds.tsx";
import { BlockTextField } from "./block-text-field.tsx";
import { RowList } from "./row-list.tsx";
import { useRowShapes } from "./use-row-shapes.ts";

const ICONS = [
  { value: "circle", label: "Circle" },
  { value: "square", label: "Square" },
  { value: "heart", label: "Heart" },
  { value: "star", label: "Star" },
] as const;

/** A habit grid: its title, icon, number of day columns and its rows (habits, times of day). */
export function IconFieldSettings({ block }: { block: IconFieldBlock }) {
  const { change } = useEditorActions();
  const rows = useRowShapes(getRowsOf(block));
  const edit = (changes: { icon?: string; days?: number }) =>
    change((doc) => editBlock(doc, { blockId: block.id, changes }));
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
      <Segmented label="Icon" value={block.icon} options={ICONS} onChange={(icon) => edit({ icon })} />
      <NumberField
        label="Day columns"
        value={block.days}
        min={1}
        max={LIMITS.iconDays}
        onChange={(days) => edit({ days })}
      />
      <RowList
        blockId={block.id}
        blockName={listName(block)}
        rows={rows}
        noun="Row"
        maxLength={LIMITS.iconRowText}
        canIndent={false}
      />
    </div>
  );
}
