import { editBlock, getRowsOf, type IconFieldBlock, LIMITS, setIconGrid } from "@listful/checklist";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
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

const GRIDS = [
  { value: "days", label: "Days" },
  { value: "year", label: "Year" },
] as const;

/**
 * A habit grid: its title, icon, columns (the period's days, or a year in pixels: a row a month), a goal
 * column, and its rows (habits, times of day; a year grid's rows are its months).
 */
export function IconFieldSettings({ block }: { block: IconFieldBlock }) {
  const { change } = useEditorActions();
  const rows = useRowShapes(getRowsOf(block));
  const edit = (changes: { icon?: string; days?: number; goal?: boolean }) =>
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
      <Segmented
        label="Grid"
        value={block.grid}
        options={GRIDS}
        onChange={(grid) => change((doc) => setIconGrid(doc, { blockId: block.id, grid }))}
      />
      <SwitchField label="Goal column" checked={block.goal} onChange={(goal) => edit({ goal })} />
      {block.grid === "year" ? (
        <p className="text-sm text-ink-soft">
          A row for each month, a column for each day: the days a month does not have are left out.
        </p>
      ) : (
        <>
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
        </>
      )}
    </div>
  );
}
