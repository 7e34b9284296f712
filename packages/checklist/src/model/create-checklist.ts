import { DEFAULT_LOCALE } from "../calendar/names.ts";
import { getLocaleWeekStart } from "../calendar/week-data.ts";
import { DEFAULT_COLORS } from "../palettes.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { buildCalendar } from "./calendar-settings.ts";

export const DEFAULT_TITLE = "My Title";

/**
 * A new, blank document with the editor's defaults (docs/PRODUCT.md, Editor defaults): weeks that start on its
 * locale's day, layout 1, header 1, title 'My Title' in Arial 700, palette 1, no background (background 1
 * preselected), a day calendar of 7 cells, and one empty checklist whose placeholder row is ready to be typed
 * into.
 */
export function createChecklist(): Checklist {
  const weekStart = getLocaleWeekStart(DEFAULT_LOCALE);
  const context = { timeframe: null, weekStart, isUndated: false, locale: DEFAULT_LOCALE };
  return {
    version: CHECKLIST_VERSION,
    nextId: 3,
    pageFormat: "a4",
    orientation: "portrait",
    locale: DEFAULT_LOCALE,
    weekStart,
    timeframe: null,
    showWeekNumbers: false,
    isUndated: false,
    showRowTotals: false,
    layout: 1,
    blockPerPage: null,
    header: { style: 1, showTitle: true, showHeadline: false },
    title: { text: DEFAULT_TITLE, fontFamily: "Arial", fontWeight: 700 },
    headline: "",
    footer: { isVisible: false, text: "", showPageNumbers: true },
    itemOptions: { css: { fontSize: "medium", fontWeight: 400 }, maxlength: LIMITS.maxlengthDefault },
    design: {
      palette: 1,
      colors: DEFAULT_COLORS,
      showBackground: false,
      backgroundId: 1,
      fonts: { heading: "Arial", body: "Arial" },
      printMode: "color",
    },
    calendar: buildCalendar(
      { period: "day", size: "large", totalItemCount: 7, itemCountInOneComponent: 7 },
      context,
    ),
    blocks: [
      {
        kind: "interactive-list",
        id: "b1",
        title: "",
        marker: "square",
        items: [{ id: "i2", text: "", isChecked: false, depth: 1, isPlaceholder: true }],
      },
    ],
  };
}
