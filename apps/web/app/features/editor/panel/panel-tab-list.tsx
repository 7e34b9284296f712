import { Tabs } from "radix-ui";
import { BlocksIcon } from "../../../ui/icons/blocks-icon.tsx";
import { PaletteIcon } from "../../../ui/icons/palette-icon.tsx";
import { SaveIcon } from "../../../ui/icons/save-icon.tsx";
import { PANEL_TABS, panelId, panelTabId } from "./panel-tabs.ts";

const ICONS = { blocks: BlocksIcon, design: PaletteIcon, save: SaveIcon } as const;

/**
 * The panel's tabs (Blocks, Design, Save), inside a Radix `Tabs.Root`. Each names itself for a tap made before
 * the editor is up (`data-control`, see layout/early-taps.ts).
 */
export function PanelTabList({ onTriggerClick }: { readonly onTriggerClick?: () => void }) {
  return (
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
            id={panelTabId(value)}
            aria-controls={panelId(value)}
            data-control={`panel-tab:${value}`}
            onClick={onTriggerClick}
            className="flex flex-1 flex-col items-center justify-center gap-[0.125rem] rounded-xl py-0.5 text-xs font-medium text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 data-[state=active]:bg-primary-50 data-[state=active]:text-primary-700 lg:flex-none lg:py-0.75"
          >
            <Icon width={20} height={20} />
            {label}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
