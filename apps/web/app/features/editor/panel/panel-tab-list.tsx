import { BlocksIcon } from "../../../ui/icons/blocks-icon.tsx";
import { PaletteIcon } from "../../../ui/icons/palette-icon.tsx";
import { SaveIcon } from "../../../ui/icons/save-icon.tsx";
import { TabList, type TabOption } from "../../../ui/tabs.tsx";
import { PANEL_TABS_ID, type PanelTab } from "./panel-tabs.ts";

const TABS: readonly TabOption<PanelTab>[] = [
  { value: "blocks", label: "Blocks", icon: <BlocksIcon width={20} height={20} /> },
  { value: "design", label: "Design", icon: <PaletteIcon width={20} height={20} /> },
  { value: "save", label: "Save", icon: <SaveIcon width={20} height={20} /> },
];

type PanelTabListProps = {
  readonly selected: PanelTab;
  /** Absent in the server-drawn frame, whose tabs wait for the editor (layout/early-taps.ts). */
  readonly onSelect?: (tab: PanelTab) => void;
  /** Every press of a tab, the selected one's included (it shows a folded panel again). */
  readonly onTriggerClick?: () => void;
  readonly orientation?: "horizontal" | "vertical";
};

/**
 * The panel's tabs (Blocks, Design, Save): the one tab list of `ui/tabs.tsx`, an icon over each word, drawn
 * alike in the server's frame and in the editor. Each tab names itself for a tap made before the editor is up
 * (`data-control`, see layout/early-taps.ts).
 */
export function PanelTabList({ selected, onSelect, onTriggerClick, orientation }: PanelTabListProps) {
  return (
    <TabList
      label="Editor panel"
      tabs={TABS}
      selected={selected}
      idPrefix={PANEL_TABS_ID}
      control="panel-tab"
      className="flex flex-1 items-stretch gap-0.3 lg:flex-none lg:flex-col"
      tabClassName="flex flex-1 flex-col items-center justify-center gap-[0.125rem] rounded-xl py-0.5 text-xs font-medium text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 data-[state=active]:bg-primary-50 data-[state=active]:text-primary-700 lg:flex-none lg:py-0.75"
      {...(onSelect ? { onSelect } : {})}
      {...(onTriggerClick ? { onTriggerClick } : {})}
      {...(orientation ? { orientation } : {})}
    />
  );
}
