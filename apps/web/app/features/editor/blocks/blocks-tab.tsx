import { moveBlock, removeBlock } from "@listful/checklist";
import { useCallback, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import { useEditorActions, useEditorDoc } from "../state/editor-context.ts";
import { AddBlockMenu } from "./add-block-menu.tsx";
import { BlockCard } from "./block-card.tsx";
import { ClearSampleItemsButton } from "./clear-sample-items-button.tsx";
import { PanelRowsContext, usePanelRowsValue } from "./panel-rows.ts";
import { SortableList } from "./sortable-list.tsx";

type BlocksTabProps = {
  /** Which cards are open; kept by the panel so switching tabs does not close them. */
  readonly openBlocks: ReadonlySet<string>;
  readonly onOpenBlocksChange: (update: (open: ReadonlySet<string>) => ReadonlySet<string>) => void;
};

/** The Blocks tab: the checklist's blocks in order, to add, open, reorder and remove. */
export function BlocksTab({ openBlocks, onOpenBlocksChange }: BlocksTabProps) {
  const doc = useEditorDoc();
  const actions = useEditorActions();
  const { change, getDoc } = actions;
  const rows = usePanelRowsValue(actions);
  // The same array while the blocks stay the same, so typing does not disturb the sortable list.
  const idKey = doc.blocks.map((block) => block.id).join(" ");
  const ids = useMemo(() => (idKey === "" ? [] : idKey.split(" ")), [idKey]);
  const list = useRef<HTMLUListElement>(null);
  const header = useRef<HTMLDivElement>(null);

  const onToggle = useCallback(
    (blockId: string) =>
      onOpenBlocksChange((open) => {
        const next = new Set(open);
        if (!next.delete(blockId)) next.add(blockId);
        return next;
      }),
    [onOpenBlocksChange],
  );
  const onMove = useCallback(
    (blockId: string, toIndex: number) => change((current) => moveBlock(current, { blockId, toIndex })),
    [change],
  );
  const onAdded = useCallback(
    (blockId: string) => onOpenBlocksChange((open) => new Set(open).add(blockId)),
    [onOpenBlocksChange],
  );
  // A new block's card opens at the bottom: bring it into view with its first field focused.
  const onFocusAdded = useCallback((blockId: string) => {
    const card = list.current?.querySelector(`[data-block-id="${blockId}"]`);
    if (!card) return;
    card.scrollIntoView({ block: "nearest", behavior: "smooth" });
    const first =
      card.querySelector<HTMLElement>("input") ?? card.querySelector<HTMLElement>("button[aria-expanded]");
    first?.focus();
  }, []);

  // The removed card took focus with it: hand it to the block now in its place (the one before, for the
  // last), or to Add block once none is left, so the keyboard carries on from where it was.
  const onRemove = useCallback(
    (blockId: string) => {
      const blocks = getDoc().blocks;
      const index = blocks.findIndex((block) => block.id === blockId);
      const neighbour = blocks[index + 1] ?? blocks[index - 1];
      flushSync(() => change((current) => removeBlock(current, { blockId })));
      const target = neighbour
        ? list.current?.querySelector<HTMLElement>(`[data-block-id="${neighbour.id}"] button[aria-expanded]`)
        : header.current?.querySelector<HTMLElement>("button[aria-haspopup='menu']");
      target?.focus();
    },
    [change, getDoc],
  );

  return (
    <PanelRowsContext value={rows}>
      <div ref={header} className="flex items-center justify-between gap-1 px-1.25 pt-1.25 pb-0.75">
        <div>
          <h2 className="text-lg font-medium text-ink">Blocks</h2>
          <p className="text-sm text-muted max-lg:hidden">Drag to reorder; open one to edit it.</p>
        </div>
        <AddBlockMenu doc={doc} onAdded={onAdded} onFocusAdded={onFocusAdded} />
      </div>
      <div className="flex items-center gap-0.75 px-1.25 pb-0.75">
        <ClearSampleItemsButton doc={doc} />
        <p className="text-sm text-muted max-lg:hidden">Keep the rows, write your own.</p>
      </div>
      <SortableList ids={ids} onMove={onMove} noun="block">
        <ul ref={list} aria-label="Blocks" className="flex flex-col gap-0.5 px-1 pb-1.25">
          {doc.blocks.map((block, index) => (
            <BlockCard
              key={block.id}
              block={block}
              index={index}
              count={doc.blocks.length}
              isOpen={openBlocks.has(block.id)}
              onToggle={onToggle}
              onRemove={onRemove}
              maxLength={doc.itemOptions.maxlength}
            />
          ))}
        </ul>
      </SortableList>
      {doc.blocks.length === 0 ? (
        <p className="mx-1.25 rounded-2xl border border-dashed border-line p-1.25 text-center text-sm text-muted">
          This checklist is empty. Add a block to start.
        </p>
      ) : null}
    </PanelRowsContext>
  );
}
