import { editBlock, type IconFieldBlock, type IconRow, LIMITS } from "@listful/checklist";
import { NumberField } from "../controls/number-field.tsx";
import { Segmented } from "../controls/segmented.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { BlockTextField } from "./block-text-field.tsx";
import type { PanelRow } from "./panel-item-row.tsx";
import { RowList } from "./row-list.tsx";

const ICONS = [
  { value: "circle", label: "Circle" },
  { value: "square", label: "Square" },
  { value: "heart", label: "Heart" },
  { value: "star", label: "Star" },
] as const;

// The same row object maps to the same panel row, so memoised rows see no change when others are typed in.
const panelRows = new WeakMap<IconRow, PanelRow>();

function toPanelRow(row: IconRow): PanelRow {
  let panelRow = panelRows.get(row);
  if (!panelRow) {
    panelRow = { id: row.id, text: row.text, depth: 1 };
    panelRows.set(row, panelRow);
  }
  return panelRow;
}

/** A habit grid: its title, icon, number of day columns and its rows (habits, times of day). */
export function IconFieldSettings({ block, name }: { block: IconFieldBlock; name: string }) {
  const { change } = useEditorActions();
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
        blockName={name}
        rows={block.rows.map(toPanelRow)}
        noun="Row"
        maxLength={LIMITS.iconRowText}
        canIndent={false}
        maxRows={LIMITS.iconRows}
      />
    </div>
  );
}
