import { moveItem } from "@listful/checklist";
import { memo, useMemo } from "react";
import { PlusIcon } from "../controls/editor-icons.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { useFieldRegistry } from "./field-registry.ts";
import { PanelItemRow } from "./panel-item-row.tsx";
import { addRowAfter } from "./panel-row-keys.ts";
import { moveTargetIndex } from "./row-move.ts";
import { SortableList } from "./sortable-list.tsx";
import type { RowShape } from "./use-row-shapes.ts";

type RowListProps = {
  readonly blockId: string;
  /** The block's name, for the list's own name ("Morning items"). */
  readonly blockName: string;
  /** Ids and depths only (see useRowShapes): typing in a row does not re-render the list. */
  readonly rows: readonly RowShape[];
  readonly noun: "Item" | "Row";
  readonly maxLength: number;
  readonly canIndent: boolean;
  readonly maxRows: number;
};

/** The rows of a list or habit grid in the Blocks tab, sortable by drag and drop or by keyboard. */
export const RowList = memo(function RowList(props: RowListProps) {
  const { blockId, blockName, rows, noun, maxLength, canIndent, maxRows } = props;
  const actions = useEditorActions();
  const fields = useFieldRegistry();
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const onMove = (id: string, overIndex: number) => {
    const toIndex = moveTargetIndex(rows, ids.indexOf(id), overIndex);
    actions.change((doc) => moveItem(doc, { itemId: id, toIndex }));
  };
  const plural = noun === "Item" ? "items" : "rows";
  return (
    <div>
      <SortableList ids={ids} onMove={onMove} noun={noun.toLowerCase()}>
        <ul aria-label={`${blockName} ${plural}`} className="flex flex-col">
          {rows.map((row, index) => (
            <PanelItemRow
              key={row.id}
              blockId={blockId}
              rowId={row.id}
              depth={row.depth}
              position={index + 1}
              noun={noun}
              maxLength={maxLength}
              canIndent={canIndent}
            />
          ))}
        </ul>
      </SortableList>
      <button
        type="button"
        disabled={rows.length >= maxRows}
        onClick={() => addRowAfter(actions, fields, blockId, rows.length - 1)}
        className="mt-0.3 ml-1.75 inline-flex h-2.25 items-center gap-0.3 rounded-full px-0.75 text-sm font-medium text-primary-700 transition-colors hover:bg-primary-50 disabled:opacity-50"
      >
        <PlusIcon width={16} height={16} />
        Add {noun === "Item" ? "an item" : "a row"}
      </button>
      {rows.length >= maxRows ? (
        <p className="mt-0.3 ml-1.75 text-xs text-muted">
          This block holds at most {maxRows} {plural}.
        </p>
      ) : null}
    </div>
  );
});
