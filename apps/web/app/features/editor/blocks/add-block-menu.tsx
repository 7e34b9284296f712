import { addBlock, type BlockKind, type Checklist, LIMITS, peekNextId } from "@listful/checklist";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { buttonClass } from "../../../ui/button.tsx";
import { PlusIcon } from "../../../ui/icons/plus-icon.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { ADDABLE_KINDS, BLOCK_KIND_INFO } from "./block-kinds.tsx";

type AddBlockMenuProps = {
  readonly doc: Checklist;
  /** Told the new block's id, to open its card. */
  readonly onAdded: (blockId: string) => void;
  /** Once the menu has closed: moves focus into the new block's card. */
  readonly onFocusAdded: (blockId: string) => void;
};

/** Adds a block of a kind at the end of the checklist. A document has at most one calendar. */
export function AddBlockMenu({ doc, onAdded, onFocusAdded }: AddBlockMenuProps) {
  const { change, getDoc } = useEditorActions();
  const added = useRef<string | null>(null);
  const isFull = doc.blocks.length >= LIMITS.blocks;
  const hasCalendar = doc.blocks.some((block) => block.kind === "calendar");
  const add = (kind: BlockKind) => {
    const id = peekNextId(getDoc(), "block");
    change((current) => addBlock(current, { kind }));
    added.current = id;
    onAdded(id);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass({ size: "sm" })} disabled={isFull}>
        <PlusIcon width={16} height={16} />
        Add block
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // After an add, focus belongs to the new block's first field, not back on this button. It can
          // only move there once the menu has closed: an open menu keeps focus inside itself.
          onCloseAutoFocus={(event) => {
            const id = added.current;
            added.current = null;
            if (!id) return;
            event.preventDefault();
            onFocusAdded(id);
          }}
          align="end"
          sideOffset={6}
          className="z-40 w-17 animate-pop-in rounded-2xl border border-line bg-white p-0.5 shadow-lift"
        >
          {ADDABLE_KINDS.map((kind) => {
            const info = BLOCK_KIND_INFO[kind];
            const isDisabled = kind === "calendar" && hasCalendar;
            return (
              <DropdownMenu.Item
                key={kind}
                disabled={isDisabled}
                onSelect={() => add(kind)}
                className="flex cursor-pointer items-center gap-0.75 rounded-xl px-0.75 py-0.5 outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-primary-50 data-[highlighted]:outline-2 data-[highlighted]:outline-solid data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-primary-600"
              >
                <span className="grid size-2 shrink-0 place-items-center rounded-lg bg-lilac text-primary-700">
                  <info.Icon width={16} height={16} />
                </span>
                <span className="min-w-0">
                  <span className="block text-[0.95rem] font-medium text-ink">{info.name}</span>
                  <span className="block text-xs text-muted">
                    {isDisabled ? "This checklist already has one" : info.description}
                  </span>
                </span>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
