import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { whenIdle } from "../../../lib/idle.ts";
import { ChevronDownIcon } from "../../../ui/icons/chevron-down-icon.tsx";
import { TabPanel } from "../../../ui/tabs.tsx";
import { keepToastsAbove } from "../../../ui/toast-place.ts";
import { BlocksTab } from "../blocks/blocks-tab.tsx";
import { OverflowNotice } from "../layout/overflow-notice.tsx";
import { useIsWide } from "../layout/use-is-wide.ts";
import type { OverflowField } from "../layout/use-overflow-fields.ts";
import { PanelTabList } from "./panel-tab-list.tsx";
import { PANEL_TABS_ID, type PanelTab, ShowPanelTabContext } from "./panel-tabs.ts";

const CONTENT_ID = "editor-panel-content";

// The Design and Save tabs are not on the first screen: their code loads once the editor is up and the browser
// is idle, or at once when one is opened before that.
const loadDesignTab = () => import("../design/design-tab.tsx");
const loadSaveTab = () => import("../save/save-tab.tsx");
const DesignTab = lazy(() => loadDesignTab().then((module) => ({ default: module.DesignTab })));
const SaveTab = lazy(() => loadSaveTab().then((module) => ({ default: module.SaveTab })));

function usePreloadedTabs() {
  useEffect(() => {
    const preload = () => {
      // A failed load shows when the tab is opened (and reloads the page, root.tsx), not now.
      loadDesignTab().catch(() => undefined);
      loadSaveTab().catch(() => undefined);
    };
    return whenIdle(preload, { timeout: 2000, fallback: 200 });
  }, []);
}

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
  usePreloadedTabs();

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
      <div
        ref={keepToastsAbove}
        className="flex min-h-0 flex-col-reverse lg:h-full border-t border-line bg-white lg:flex-row lg:border-t-0 lg:border-r"
      >
        <div className="flex shrink-0 items-stretch gap-0.3 px-0.5 py-0.3 lg:w-5 lg:flex-col lg:border-r lg:border-line lg:py-0.75">
          <PanelTabList
            selected={tab}
            onSelect={showTab}
            onTriggerClick={() => setFolded(false)}
            orientation={isWide ? "vertical" : "horizontal"}
          />
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
        {/* Positioned, so text kept for screen readers scrolls inside it instead of lengthening the page. */}
        <div
          id={CONTENT_ID}
          hidden={isFolded && !isWide}
          className="relative max-h-[min(20rem,42dvh)] min-h-0 overflow-y-auto overscroll-contain lg:max-h-none lg:w-22 lg:flex-1 xl:w-26"
        >
          <OverflowNotice fields={overflow} />
          <PanelTabContent value="blocks" selected={tab}>
            <BlocksTab openBlocks={openBlocks} onOpenBlocksChange={setOpenBlocks} />
          </PanelTabContent>
          <PanelTabContent value="design" selected={tab}>
            <Suspense fallback={<TabLoading />}>
              <DesignTab />
            </Suspense>
          </PanelTabContent>
          <PanelTabContent value="save" selected={tab}>
            <Suspense fallback={<TabLoading />}>
              <SaveTab />
            </Suspense>
          </PanelTabContent>
        </div>
      </div>
    </ShowPanelTabContext>
  );
});

type PanelTabContentProps = {
  readonly value: PanelTab;
  readonly selected: PanelTab;
  readonly children: ReactNode;
};

/** A tab's panel, its content drawn only while its tab is selected. */
function PanelTabContent({ value, selected, children }: PanelTabContentProps) {
  return (
    <TabPanel
      idPrefix={PANEL_TABS_ID}
      value={value}
      selected={selected}
      className="rounded-xl focus-visible:outline-offset-[-2px]"
    >
      {children}
    </TabPanel>
  );
}

/** A tab whose code is still on its way (only on a slow connection, right after the editor comes up). */
function TabLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-0.75 p-1.25">
      <div className="h-3 w-[70%] animate-pulse rounded-2xl bg-lilac" />
      <div className="h-3 w-[90%] animate-pulse rounded-2xl bg-lilac" />
    </div>
  );
}
