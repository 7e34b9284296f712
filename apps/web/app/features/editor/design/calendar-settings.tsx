import {
  addBlock,
  type CalendarSettings as Calendar,
  type CalendarPeriod,
  type CalendarSize,
  LIMITS,
  setCalendarCounts,
  setCalendarPeriod,
  setCalendarSize,
} from "@listful/checklist";
import { Button } from "../../../ui/button.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
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

/** The calendar's period switch (day, week, month), its counts and its size. */
export function CalendarSettings({ calendar, hasCalendar }: { calendar: Calendar; hasCalendar: boolean }) {
  const { change } = useEditorActions();
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
    </div>
  );
}
