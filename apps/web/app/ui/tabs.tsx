import type { KeyboardEvent, ReactNode } from "react";

export type TabOption<T extends string> = {
  readonly value: T;
  readonly label: string;
  /** Drawn before the label (the editor's tabs are an icon over a word). */
  readonly icon?: ReactNode;
};

/** The ids that tie each tab to its panel (`aria-controls`, `aria-labelledby`), by the tab list's name. */
export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const tabPanelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** The keys that step to the tab before and after, by the list's direction. */
const STEP_KEYS = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
} as const;

type TabListProps<T extends string> = {
  /** The list's accessible name. */
  readonly label: string;
  readonly tabs: readonly TabOption<T>[];
  readonly selected: T;
  /** Absent in a frame drawn before the script (the editor's), whose tabs wait for the page. */
  readonly onSelect?: (tab: T) => void;
  /** Every press of a tab, the selected one's included (the editor's shows a folded panel again). */
  readonly onTriggerClick?: () => void;
  readonly orientation?: "horizontal" | "vertical";
  /** Prefixes the tabs' and panels' ids (`tabId`, `tabPanelId`); one per page. */
  readonly idPrefix: string;
  /** Names each tab for a tap made before the page is up (`data-control` "{control}:{value}"). */
  readonly control?: string;
  readonly className?: string;
  /** Each tab's look; the selected one has `data-state="active"` (and `aria-selected`), the others "inactive". */
  readonly tabClassName?: string;
};

/**
 * Tabs as ARIA's tabs pattern has them: one tab stop, the selected tab; the arrow keys of the list's direction,
 * Home and End move to a tab and open it (selection follows focus). The list keeps no state and sets none as
 * it mounts (decision 0023): the page owns the selected tab, and the panels are `TabPanel`s.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  onTriggerClick,
  orientation = "horizontal",
  idPrefix,
  control,
  className = "",
  tabClassName = "",
}: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = tabs.length;
    const current = tabs.findIndex(({ value }) => tabId(idPrefix, value) === (event.target as Element).id);
    if (current === -1 || !onSelect) return;
    const step = (STEP_KEYS[orientation] as Readonly<Record<string, number>>)[event.key];
    let next: number;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    else if (step !== undefined) next = (current + step + count) % count;
    else return;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    document.getElementById(tabId(idPrefix, tab.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      onKeyDown={onKeyDown}
      className={className}
    >
      {tabs.map(({ value, label: tabLabel, icon }) => {
        const isSelected = value === selected;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            id={tabId(idPrefix, value)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, value)}
            tabIndex={isSelected ? 0 : -1}
            data-state={isSelected ? "active" : "inactive"}
            data-control={control ? `${control}:${value}` : undefined}
            onClick={() => {
              if (!isSelected) onSelect?.(value);
              onTriggerClick?.();
            }}
            className={tabClassName}
          >
            {icon}
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = {
  readonly idPrefix: string;
  readonly value: string;
  readonly selected: string;
  readonly className?: string;
  readonly children: ReactNode;
};

/**
 * A tab's panel (its tab names it), its content drawn only while its tab is selected. Radix's tabs, used
 * before in the editor, read each panel's computed animation as it mounted and set state as each tab mounted:
 * the browser styled and laid out the whole editor in the middle of its first drawing, and React drew it twice.
 */
export function TabPanel({ idPrefix, value, selected, className = "", children }: TabPanelProps) {
  const isSelected = value === selected;
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={!isSelected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a stop after its tabs (ARIA's tabs pattern).
      tabIndex={0}
      data-state={isSelected ? "active" : "inactive"}
      className={className}
    >
      {isSelected ? children : null}
    </div>
  );
}
