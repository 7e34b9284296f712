import { getCalendarContext, withDerivedCounts } from "../model/calendar-settings.ts";
import { isDeepEqual } from "../model/is-deep-equal.ts";
import { applyLayoutOrder } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type ResetPremiumFeaturesInput = {
  /** The checklist as last saved (or as created from its template). */
  readonly saved: Checklist;
};

/**
 * docs/PRODUCT.md, Reset premium features: restores the saved design and editor options (layout, header,
 * footer, title font, blocks per page, page format, background, fonts), keeping the current colour scheme and
 * the item css and maxlength. When the planner layout (3) is involved the calendar is restored too (its ticks
 * stay). Content (texts, items, ticks) is never touched.
 */
export function resetPremiumFeatures(doc: Checklist, input: ResetPremiumFeaturesInput): Checklist {
  const { saved } = input;
  const isPlanner = doc.layout === 3 || saved.layout === 3;
  const calendar = isPlanner
    ? withDerivedCounts(
        { ...saved.calendar, checkedCells: doc.calendar.checkedCells },
        getCalendarContext(doc),
      )
    : doc.calendar;
  const reset = applyLayoutOrder({
    ...doc,
    layout: saved.layout,
    header: saved.header,
    footer: { ...saved.footer, text: doc.footer.text },
    blockPerPage: saved.blockPerPage,
    pageFormat: saved.pageFormat,
    title: { ...doc.title, fontFamily: saved.title.fontFamily, fontWeight: saved.title.fontWeight },
    design: { ...saved.design, palette: doc.design.palette, colors: doc.design.colors },
    calendar,
  });
  return isDeepEqual(reset, doc) ? doc : reset;
}
