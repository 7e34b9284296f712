import { Tabs } from "radix-ui";
import { memo, useCallback, useState } from "react";
import { BlocksIcon } from "../../../ui/icons/blocks-icon.tsx";
import { ChevronDownIcon } from "../../../ui/icons/chevron-down-icon.tsx";
import { PaletteIcon } from "../../../ui/icons/palette-icon.tsx";
import { SaveIcon } from "../../../ui/icons/save-icon.tsx";
import { keepToastsAbove } from "../../../ui/toast-place.ts";
import { BlocksTab } from "../blocks/blocks-tab.tsx";
import { DesignTab } from "../design/design-tab.tsx";
import { OverflowNotice } from "../layout/overflow-notice.tsx";
import { useIsWide } from "../layout/use-is-wide.ts";
import type { OverflowField } from "../layout/use-overflow-fields.ts";
import { SaveTab } from "../save/save-tab.tsx";
import { PANEL_TABS, type PanelTab, ShowPanelTabContext } from "./panel-tabs.ts";

const CONTENT_ID = "editor-panel-content";
const ICONS = { blocks: BlocksIcon, design: PaletteIcon, save: SaveIcon } as const;

type EditorPanelProps = {
  readonly overflow: readonly OverflowField[];
  /** The cards open when the editor starts. */
  readonly initialOpenBlocks: ReadonlySet<string>;
};

/**
 * The controls: tabs Blocks, Design and Save. From 1024 px a rail and a column on the left; below it a
 * control panel at the bottom (its content at most 320 px tall) that can be folded away.
 */
export const EditorPanel = memo(function EditorPanel({ overflow, initialOpenBlocks }: EditorPanelProps) {
  const isWide = useIsWide();
  const [tab, setTab] = useState<PanelTab>("blocks");
  const [openBlocks, setOpenBlocks] = useState(initialOpenBlocks);
  const [isFolded, setFolded] = useState(false);

  const showTab = useCallback((next: PanelTab, sectionId?: string) => {
    setTab(next);
    setFolded(false);
    // Each tab opens at its top (the tabs share one scrolling column), or at the section asked for.
    requestAnimationFrame(() => {
      const section = sectionId ? document.getElementById(sectionId) : null;
      if (section) section.scrollIntoView({ block: "start", behavior: "smooth" });
      else document.getElementById(CONTENT_ID)?.scrollTo({ top: 0 });
    });
  }, []);

  return (
    <ShowPanelTabContext value={showTab}>
      <Tabs.Root
        ref={keepToastsAbove}
        value={tab}
        onValueChange={(value) => showTab(value as PanelTab)}
        orientation={isWide ? "vertical" : "horizontal"}
        className="flex min-h-0 flex-col-reverse lg:h-full border-t border-line bg-white lg:flex-row lg:border-t-0 lg:border-r"
      >
        <div className="flex shrink-0 items-stretch gap-0.3 px-0.5 py-0.3 lg:w-5 lg:flex-col lg:border-r lg:border-line lg:py-0.75">
          <Tabs.List
            aria-label="Editor panel"
            className="flex flex-1 items-stretch gap-0.3 lg:flex-none lg:flex-col"
          >
            {PANEL_TABS.map(({ value, label }) => {
              const Icon = ICONS[value];
              return (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  onClick={() => setFolded(false)}
                  className="flex flex-1 flex-col items-center justify-center gap-[0.125rem] rounded-xl py-0.5 text-xs font-medium text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 data-[state=active]:bg-primary-50 data-[state=active]:text-primary-700 lg:flex-none lg:py-0.75"
                >
                  <Icon width={20} height={20} />
                  {label}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {isWide ? null : (
            <button
              type="button"
              aria-expanded={!isFolded}
              aria-controls={CONTENT_ID}
              onClick={() => setFolded((value) => !value)}
              className="flex w-4 flex-col items-center justify-center gap-[0.125rem] rounded-xl text-xs font-medium text-ink-soft hover:bg-primary-50"
            >
              <ChevronDownIcon width={20} height={20} className={isFolded ? "rotate-180" : ""} />
              {isFolded ? "Show" : "Hide"}
            </button>
          )}
        </div>
        <div
          id={CONTENT_ID}
          hidden={isFolded && !isWide}
          className="max-h-[min(20rem,42dvh)] min-h-0 overflow-y-auto overscroll-contain lg:max-h-none lg:w-22 lg:flex-1 xl:w-26"
        >
          <OverflowNotice fields={overflow} />
          <Tabs.Content value="blocks" className="rounded-xl focus-visible:outline-offset-[-2px]">
            <BlocksTab openBlocks={openBlocks} onOpenBlocksChange={setOpenBlocks} />
          </Tabs.Content>
          <Tabs.Content value="design" className="rounded-xl focus-visible:outline-offset-[-2px]">
            <DesignTab />
          </Tabs.Content>
          <Tabs.Content value="save" className="rounded-xl focus-visible:outline-offset-[-2px]">
            <SaveTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </ShowPanelTabContext>
  );
});
