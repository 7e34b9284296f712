import { createContext, useContext } from "react";

export type PanelTab = "blocks" | "design" | "save";

/** The prefix of the panel's tab and panel ids (`editor-tab-blocks`, `editor-panel-blocks`). */
export const PANEL_TABS_ID = "editor";

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
