import type { KeyboardEvent } from "react";
import { BlocksIcon } from "../../../ui/icons/blocks-icon.tsx";
import { PaletteIcon } from "../../../ui/icons/palette-icon.tsx";
import { SaveIcon } from "../../../ui/icons/save-icon.tsx";
import { PANEL_TABS, type PanelTab, panelId, panelTabId } from "./panel-tabs.ts";

const ICONS = { blocks: BlocksIcon, design: PaletteIcon, save: SaveIcon } as const;

/** The keys that step to the tab before and after, by the list's direction. */
const STEP_KEYS = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
} as const;

type PanelTabListProps = {
  readonly selected: PanelTab;
  /** Absent in the server-drawn frame, whose tabs wait for the editor (layout/early-taps.ts). */
  readonly onSelect?: (tab: PanelTab) => void;
  /** Every press of a tab, the selected one's included (it shows a folded panel again). */
  readonly onTriggerClick?: () => void;
  readonly orientation?: "horizontal" | "vertical";
};

/**
 * The panel's tabs (Blocks, Design, Save), as ARIA's tabs pattern has them: one tab stop, the selected tab;
 * the arrow keys of the list's direction, Home and End move to a tab and open it. Each tab names itself for a
 * tap made before the editor is up (`data-control`, see layout/early-taps.ts).
 */
export function PanelTabList({
  selected,
  onSelect,
  onTriggerClick,
  orientation = "horizontal",
}: PanelTabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = PANEL_TABS.length;
    const current = PANEL_TABS.findIndex(({ value }) => panelTabId(value) === (event.target as Element).id);
    if (current === -1 || !onSelect) return;
    const step = (STEP_KEYS[orientation] as Readonly<Record<string, number>>)[event.key];
    let next: number;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    else if (step !== undefined) next = (current + step + count) % count;
    else return;
    const tab = PANEL_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    document.getElementById(panelTabId(tab.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Editor panel"
      aria-orientation={orientation}
      onKeyDown={onKeyDown}
      className="flex flex-1 items-stretch gap-0.3 lg:flex-none lg:flex-col"
    >
      {PANEL_TABS.map(({ value, label }) => {
        const Icon = ICONS[value];
        const isSelected = value === selected;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            id={panelTabId(value)}
            aria-selected={isSelected}
            aria-controls={panelId(value)}
            tabIndex={isSelected ? 0 : -1}
            data-state={isSelected ? "active" : "inactive"}
            data-control={`panel-tab:${value}`}
            onClick={() => {
              if (!isSelected) onSelect?.(value);
              onTriggerClick?.();
            }}
            className="flex flex-1 flex-col items-center justify-center gap-[0.125rem] rounded-xl py-0.5 text-xs font-medium text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 data-[state=active]:bg-primary-50 data-[state=active]:text-primary-700 lg:flex-none lg:py-0.75"
          >
            <Icon width={20} height={20} />
            {label}
          </button>
        );
      })}
    </div>
  );
}
