import { addRowCommand, moveItem, moveTargetIndex } from "@listful/checklist";
import { runRowCommand } from "@listful/sheet";
import { memo, useId, useMemo } from "react";
import { AlertIcon } from "../../../ui/icons/alert-icon.tsx";
import { PlusIcon } from "../../../ui/icons/plus-icon.tsx";
import { SubItemPlusIcon } from "../../../ui/icons/sub-item-plus-icon.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { useRowLimit } from "../state/use-row-limit.ts";
import { PanelItemRow } from "./panel-item-row.tsx";
import { usePanelRows } from "./panel-rows.ts";
import { rowLimitMessage } from "./row-limit-message.ts";
import { SortableList } from "./sortable-list.tsx";
import type { RowShape } from "./use-row-shapes.ts";

const ADD_BUTTON =
  "inline-flex h-2.25 items-center gap-0.3 rounded-full px-0.75 text-sm font-medium text-primary-700 transition-colors hover:bg-primary-50 disabled:text-muted disabled:hover:bg-transparent aria-disabled:cursor-default aria-disabled:text-muted aria-disabled:hover:bg-transparent";

type RowListProps = {
  readonly blockId: string;
  /** The block's name, for the list's own name ("Morning items"). */
  readonly blockName: string;
  /** Ids and depths only (see useRowShapes): typing in a row does not re-render the list. */
  readonly rows: readonly RowShape[];
  readonly noun: "Item" | "Row";
  readonly maxLength: number;
  readonly canIndent: boolean;
};

/** The rows of a list or habit grid in the Blocks tab, sortable by drag and drop or by keyboard. */
export const RowList = memo(function RowList(props: RowListProps) {
  const { blockId, blockName, rows, noun, maxLength, canIndent } = props;
  const actions = useEditorActions();
  const { target } = usePanelRows();
  const limit = useRowLimit(blockId);
  const limitId = useId();
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const onMove = (id: string, overIndex: number) => {
    const toIndex = moveTargetIndex(rows, ids.indexOf(id), overIndex);
    actions.change((doc) => moveItem(doc, { itemId: id, toIndex }));
  };
  // At the end of the list, so each button adds what it says whatever the last row is.
  const add = (depth: 1 | 2) => {
    const command = addRowCommand(actions.getDoc(), blockId, rows.length - 1, depth);
    if (command) runRowCommand(target, command);
  };
  const plural = noun === "Item" ? "items" : "rows";
  // Still focusable when full, so the keyboard reaches the reason; pressing it says it again.
  const limitProps = {
    "aria-disabled": limit ? true : undefined,
    "aria-describedby": limit ? limitId : undefined,
  };
  const hasItemAbove = rows.some((row) => !row.isPlaceholder);
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
              isPlaceholder={row.isPlaceholder}
              position={index + 1}
              noun={noun}
              maxLength={maxLength}
              canIndent={canIndent}
            />
          ))}
        </ul>
      </SortableList>
      <div className="mt-0.3 ml-1.75 flex flex-wrap gap-x-0.3">
        <button type="button" {...limitProps} onClick={() => add(1)} className={ADD_BUTTON}>
          <PlusIcon width={16} height={16} />
          Add {noun === "Item" ? "an item" : "a row"}
        </button>
        {canIndent ? (
          <button
            type="button"
            {...limitProps}
            disabled={!hasItemAbove}
            onClick={() => add(2)}
            className={ADD_BUTTON}
          >
            <SubItemPlusIcon width={16} height={16} />
            Add a sub-item
          </button>
        ) : null}
      </div>
      {limit ? (
        <p
          id={limitId}
          className="mt-0.3 ml-1.75 flex gap-0.3 rounded-xl bg-[#fff8e6] px-0.75 py-0.5 text-sm text-[#6b4500]"
        >
          <AlertIcon width={16} height={16} className="mt-[0.1rem] shrink-0" />
          {rowLimitMessage(limit)}
        </p>
      ) : null}
    </div>
  );
});
