import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type Block, moveBlock } from "@listful/checklist";
import { memo, useId } from "react";
import { ArrowDownIcon } from "../../../ui/icons/arrow-down-icon.tsx";
import { ArrowUpIcon } from "../../../ui/icons/arrow-up-icon.tsx";
import { ChevronRightIcon } from "../../../ui/icons/chevron-right-icon.tsx";
import { GripIcon } from "../../../ui/icons/grip-icon.tsx";
import { TrashIcon } from "../../../ui/icons/trash-icon.tsx";
import { IconButton } from "../controls/icon-button.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { BLOCK_KIND_INFO, blockName, blockRowCount } from "./block-kinds.tsx";
import { BlockSettings } from "./block-settings.tsx";

type BlockCardProps = {
  readonly block: Block;
  readonly index: number;
  readonly count: number;
  readonly isOpen: boolean;
  readonly onToggle: (blockId: string) => void;
  /** Removes the block, and moves focus on from its card. */
  readonly onRemove: (blockId: string) => void;
  readonly maxLength: number;
};

/** One block in the Blocks tab: a card to drag, open for its settings, move or remove. */
export const BlockCard = memo(function BlockCard({
  block,
  index,
  count,
  isOpen,
  onToggle,
  onRemove,
  maxLength,
}: BlockCardProps) {
  const { change } = useEditorActions();
  const bodyId = useId();
  const sortable = useSortable({ id: block.id });
  const info = BLOCK_KIND_INFO[block.kind];
  const name = blockName(block);
  const rows = blockRowCount(block);
  const move = (toIndex: number) => change((doc) => moveBlock(doc, { blockId: block.id, toIndex }));
  return (
    <li
      ref={sortable.setNodeRef}
      data-block-id={block.id}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`rounded-2xl border bg-white transition-[border-color,box-shadow] ${isOpen ? "border-primary-200 shadow-soft" : "border-line hover:border-primary-200"} ${sortable.isDragging ? "relative z-10 shadow-lift" : ""}`}
    >
      <section aria-label={name} className="flex flex-col">
        <div className="flex items-center gap-0.3 p-0.3 pr-0.5">
          <button
            type="button"
            aria-label={`Move block ${name}`}
            className="grid h-2.5 w-1.75 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-muted hover:bg-primary-50 hover:text-primary-700 active:cursor-grabbing"
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <GripIcon width={16} height={16} />
          </button>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => onToggle(block.id)}
            className="flex min-w-0 flex-1 items-center gap-0.75 rounded-xl px-0.5 py-0.5 text-left hover:bg-canvas"
          >
            <span className="grid size-2 shrink-0 place-items-center rounded-lg bg-lilac text-primary-700">
              <info.Icon width={16} height={16} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[0.95rem] font-medium text-ink">{name}</span>
              <span className="block truncate text-xs text-muted">
                {info.name}
                {rows ? ` · ${rows}` : ""}
              </span>
            </span>
            <ChevronRightIcon
              width={16}
              height={16}
              className={`shrink-0 text-muted transition-transform duration-150 ${isOpen ? "rotate-90" : ""}`}
            />
          </button>
        </div>
        <div id={bodyId} hidden={!isOpen} className="border-t border-line/80 px-1 pt-1 pb-0.5">
          {isOpen ? <BlockSettings block={block} maxLength={maxLength} /> : null}
          <div className="mt-0.75 flex items-center gap-0.3 border-t border-line/60 pt-0.5">
            <IconButton
              size="sm"
              label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            >
              <ArrowUpIcon width={16} height={16} />
            </IconButton>
            <IconButton
              size="sm"
              label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              <ArrowDownIcon width={16} height={16} />
            </IconButton>
            <button
              type="button"
              className="ml-auto inline-flex h-2 items-center gap-0.3 rounded-full px-0.75 text-sm text-ink-soft transition-colors hover:bg-[#fff0ef] hover:text-danger"
              onClick={() => onRemove(block.id)}
            >
              <TrashIcon width={15} height={15} /> Remove block
            </button>
          </div>
        </div>
      </section>
    </li>
  );
});
