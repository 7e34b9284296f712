import {
  addBlock,
  type CalendarSettings as Calendar,
  type CalendarPeriod,
  type CalendarSize,
  LIMITS,
  setCalendarCounts,
  setCalendarMiniMonths,
  setCalendarPeriod,
  setCalendarSize,
} from "@listful/checklist";
import { useId } from "react";
import { Button } from "../../../ui/button.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

const PERIODS = [
  { value: "day", label: "Days" },
  { value: "week", label: "Weeks" },
  { value: "month", label: "Months" },
] as const;

const SIZES = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

type CalendarSettingsProps = {
  readonly calendar: Calendar;
  readonly hasCalendar: boolean;
  /** The calendar is a month view of a monthly sheet (`hasMonthView`): small months may stand beside it. */
  readonly isMonthView: boolean;
};

/** The calendar's period switch (day, week, month), its counts, its size and the small months. */
export function CalendarSettings({ calendar, hasCalendar, isMonthView }: CalendarSettingsProps) {
  const { change } = useEditorActions();
  const miniNote = useId();
  return (
    <div className="flex flex-col gap-0.75">
      {hasCalendar ? null : (
        <div className="flex flex-col items-start gap-0.5 rounded-xl bg-canvas p-0.75 text-sm text-ink-soft">
          This checklist has no calendar on its pages yet; these settings apply once it has one.
          <Button
            size="sm"
            variant="secondary"
            onClick={() => change((doc) => addBlock(doc, { kind: "calendar" }))}
          >
            Add a calendar
          </Button>
        </div>
      )}
      <Segmented
        label="Calendar period"
        value={calendar.period}
        options={PERIODS}
        onChange={(period: CalendarPeriod) => change((doc) => setCalendarPeriod(doc, { period }))}
      />
      <div className="grid grid-cols-2 gap-0.5">
        <NumberField
          label="Cells"
          value={calendar.totalItemCount}
          min={1}
          max={LIMITS.calendarCells}
          onChange={(totalItemCount) =>
            change((doc) => setCalendarCounts(doc, { totalItemCount }), "calendar-total")
          }
        />
        <NumberField
          label="Cells per row"
          value={calendar.itemCountInOneComponent}
          min={1}
          max={LIMITS.calendarPerRow}
          onChange={(itemCountInOneComponent) =>
            change((doc) => setCalendarCounts(doc, { itemCountInOneComponent }), "calendar-row")
          }
        />
      </div>
      <Segmented
        label="Calendar size"
        value={calendar.size}
        options={SIZES}
        onChange={(size: CalendarSize) => change((doc) => setCalendarSize(doc, { size }))}
      />
      <SwitchField
        label="Small months and notes"
        checked={calendar.miniMonths}
        disabled={!isMonthView}
        describedBy={miniNote}
        onChange={(miniMonths) => change((doc) => setCalendarMiniMonths(doc, { miniMonths }))}
      />
      <p id={miniNote} className="text-sm text-ink-soft">
        {isMonthView
          ? "Last and next month, small, beside the month, over a column of lines for notes."
          : "For a month view: a monthly sheet's days, seven to a row."}
      </p>
    </div>
  );
}
