import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { editItem, indentItem, outdentItem, removeRowCommand } from "@listful/checklist";
import { handleRowFocus, handleRowKeys, runRowCommand } from "@listful/sheet";
import { memo, useCallback, useId } from "react";
import { GripIcon } from "../../../ui/icons/grip-icon.tsx";
import { IndentIcon } from "../../../ui/icons/indent-icon.tsx";
import { OutdentIcon } from "../../../ui/icons/outdent-icon.tsx";
import { TrashIcon } from "../../../ui/icons/trash-icon.tsx";
import { IconButton } from "../controls/icon-button.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { useRowText } from "../state/use-row-text.ts";
import { usePanelRows } from "./panel-rows.ts";

type PanelItemRowProps = {
  readonly blockId: string;
  readonly rowId: string;
  readonly depth: 1 | 2;
  /** The empty row an otherwise empty list keeps: there is nothing to remove. */
  readonly isPlaceholder: boolean;
  /** 1-based, for the row's name ("Item 3"). */
  readonly position: number;
  readonly noun: "Item" | "Row";
  readonly maxLength: number;
  /** Lists have sub-items; habit grids do not. */
  readonly canIndent: boolean;
};

/** Quiet until it matters: shown while the row is being edited, and always once the text nears its limit. */
function counterTone(length: number, max: number): string {
  if (length >= max) return "text-danger font-medium bg-[#fff0ef]";
  if (length >= max * 0.8) return "text-[#9a5b00] font-medium bg-[#fff8e6]";
  return "text-muted bg-white opacity-0 group-focus-within/row:opacity-100";
}

/**
 * One row of a list or habit grid in the Blocks tab: drag handle, text with its length counter (the
 * document's maxlength is enforced as typed), indent and remove. Memoised, and reading its own text: typing re-renders this row only.
 */
export const PanelItemRow = memo(function PanelItemRow(props: PanelItemRowProps) {
  const { blockId, rowId, depth, isPlaceholder, position, noun, maxLength, canIndent } = props;
  const text = useRowText(rowId);
  const actions = useEditorActions();
  const { fields, target } = usePanelRows();
  const counterId = useId();
  const inputId = useId();
  const sortable = useSortable({ id: rowId });
  const name = `${noun} ${position}${depth === 2 ? " (sub-item)" : ""}`;
  const register = useCallback(
    (element: HTMLInputElement | null) => (element ? fields.register(rowId, element) : undefined),
    [fields, rowId],
  );
  const remove = () => {
    const command = removeRowCommand(actions.getDoc(), blockId, rowId);
    if (command) runRowCommand(target, command);
  };
  const isSub = depth === 2;
  const isNearLimit = text.length >= maxLength * 0.8;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`group/row flex items-center gap-0.3 rounded-xl py-[0.15rem] ${isSub ? "pl-1.5" : ""} ${sortable.isDragging ? "relative z-10 bg-white shadow-lift" : ""}`}
    >
      <button
        type="button"
        className="grid h-2.25 w-1.5 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-primary-50 hover:text-primary-700 active:cursor-grabbing"
        aria-label={`Move ${name}`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripIcon width={16} height={16} />
      </button>
      <div className="relative min-w-0 flex-1">
        <input
          ref={register}
          id={inputId}
          type="text"
          value={text}
          maxLength={maxLength}
          aria-label={name}
          aria-describedby={counterId}
          placeholder={isSub ? "Sub-item" : noun === "Row" ? "Habit or routine" : "Type an item"}
          onChange={(event) =>
            actions.change(
              (doc) => editItem(doc, { itemId: rowId, text: event.target.value }),
              `panel:${rowId}`,
            )
          }
          onKeyDown={(event) => handleRowKeys(event, target, blockId, rowId)}
          onFocus={handleRowFocus}
          className={`h-2.25 w-full rounded-lg border border-transparent bg-canvas pl-0.5 text-[0.95rem] text-ink transition-[border-color,background-color,box-shadow] placeholder:text-muted/70 hover:border-line focus:border-primary-500 focus:bg-white focus:ring-4 focus:ring-primary-100 focus:outline-none ${isNearLimit ? "pr-3.25" : "pr-0.5 focus:pr-3.25"}`}
        />
        <span
          id={counterId}
          className={`pointer-events-none absolute top-1/2 right-0.3 -translate-y-1/2 rounded-md px-0.3 text-xs tabular-nums ${counterTone(text.length, maxLength)}`}
        >
          <span className="sr-only">Characters used: </span>
          {text.length}/{maxLength}
        </span>
      </div>
      {canIndent ? (
        <IconButton
          size="sm"
          label={isSub ? `Make ${name} a main item` : `Make ${name} a sub-item`}
          disabled={!isSub && position === 1}
          onClick={() => actions.change((doc) => (isSub ? outdentItem : indentItem)(doc, { itemId: rowId }))}
        >
          {isSub ? <OutdentIcon width={16} height={16} /> : <IndentIcon width={16} height={16} />}
        </IconButton>
      ) : null}
      <IconButton
        size="sm"
        label={`Remove ${name}`}
        disabled={isPlaceholder}
        onClick={remove}
        className="hover:bg-[#fff0ef]! hover:text-danger!"
      >
        <TrashIcon width={16} height={16} />
      </IconButton>
    </li>
  );
});
