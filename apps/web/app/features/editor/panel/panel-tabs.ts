import { createContext, useContext } from "react";

export type PanelTab = "blocks" | "design" | "save";

export const PANEL_TABS: readonly { readonly value: PanelTab; readonly label: string }[] = [
  { value: "blocks", label: "Blocks" },
  { value: "design", label: "Design" },
  { value: "save", label: "Save" },
];

/** The ids that tie each tab to its panel (`aria-controls`, `aria-labelledby`). */
export const panelTabId = (tab: PanelTab) => `editor-tab-${tab}`;
export const panelId = (tab: PanelTab) => `editor-panel-${tab}`;

/** Opens a panel tab, scrolled to one of its sections (e.g. the calendar settings from a calendar block). */
export type ShowPanelTab = (tab: PanelTab, sectionId?: string) => void;

export const ShowPanelTabContext = createContext<ShowPanelTab>(() => undefined);

export function useShowPanelTab(): ShowPanelTab {
  return useContext(ShowPanelTabContext);
}

/** Ids of the sections other parts of the editor link to. */
export const SECTION_IDS = {
  calendar: "editor-calendar-settings",
  backgrounds: "editor-backgrounds",
} as const;
