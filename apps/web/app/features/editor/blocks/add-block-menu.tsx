import { addBlock, type BlockKind, type Checklist, LIMITS, peekNextId } from "@listful/checklist";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { whenIdle } from "../../../lib/idle.ts";
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

/**
 * Adds a block of a kind at the end of the checklist. A document has at most one calendar.
 *
 * Radix's menu sets state as it mounts (where its list is anchored), which would make React run every effect
 * of the editor's first drawing in that drawing's task, too long on a phone. So the button stands alone until
 * the editor is idle, or until it is pressed (the menu then mounts open); focus on it stays on it.
 */
export function AddBlockMenu(props: AddBlockMenuProps) {
  const [menu, setMenu] = useState<MenuStart | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const start = (isOpen: boolean) => {
    const isFocused = document.activeElement === button.current;
    setMenu((current) => current ?? { isOpen, isFocused });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the editor first draws.
  useEffect(() => whenIdle(() => start(false), { timeout: 2000, fallback: 200 }), []);
  if (menu) return <BlockMenu {...props} start={menu} />;
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={props.doc.blocks.length >= LIMITS.blocks}
      onClick={() => start(true)}
      className={buttonClass({ size: "sm" })}
    >
      <PlusIcon width={16} height={16} />
      Add block
    </button>
  );
}

/** How the menu mounts: open (its button was pressed), and whether its button had focus. */
type MenuStart = { readonly isOpen: boolean; readonly isFocused: boolean };

function BlockMenu({ doc, onAdded, onFocusAdded, start }: AddBlockMenuProps & { readonly start: MenuStart }) {
  const { change, getDoc } = useEditorActions();
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu takes the button's place.
  useEffect(() => {
    if (start.isFocused && !start.isOpen) trigger.current?.focus();
  }, []);
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
    <DropdownMenu.Root defaultOpen={start.isOpen}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClass({ size: "sm" })} disabled={isFull}>
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
