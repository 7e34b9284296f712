import {
  setPeriodStart,
  setPeriodUnit,
  setUndated,
  setWeekNumbers,
  setWeekStart,
  type TimeUnit,
  type WeekStart,
} from "@listful/checklist";
import { useId } from "react";
import { Segmented } from "../../../ui/segmented.tsx";
import { DateField } from "../controls/date-field.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { PeriodStepButtons } from "../layout/period-step-buttons.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import type { PeriodControls } from "./period-controls.ts";

const UNIT_LABELS: Record<TimeUnit, string> = { day: "Day", week: "Week", month: "Month" };

const WEEK_STARTS = [
  { value: "monday", label: "Monday" },
  { value: "sunday", label: "Sunday" },
  { value: "saturday", label: "Saturday" },
] as const;

export type PeriodSettingsProps = PeriodControls & {
  readonly weekStart: WeekStart;
  readonly showWeekNumbers: boolean;
};

/**
 * The dates the sheet prints: the period's unit where the design allows a choice, the day it starts, the
 * first day of the week, week numbers, and undated (blanks to fill in by hand). On phones the period buttons
 * are here rather than in the toolbar.
 */
export function PeriodSettings(props: PeriodSettingsProps) {
  const { label, start, unit, units, isUndated, hasWeekNumbers, weekStart, showWeekNumbers } = props;
  const { change } = useEditorActions();
  const undatedNote = useId();
  return (
    <div className="flex flex-col gap-0.75">
      <div className="flex items-center gap-0.5">
        <p className="min-w-0 flex-1 truncate font-medium text-ink" aria-live="polite">
          {isUndated ? "Undated" : label}
        </p>
        <div className="flex shrink-0 md:hidden">
          <PeriodStepButtons disabled={isUndated} />
        </div>
      </div>
      {units.length > 1 ? (
        <Segmented
          label="Period unit"
          value={unit}
          options={units.map((value) => ({ value, label: UNIT_LABELS[value] }))}
          onChange={(next: TimeUnit) => change((doc) => setPeriodUnit(doc, { unit: next }))}
        />
      ) : null}
      <DateField
        label="Starts"
        value={start}
        disabled={isUndated}
        describedBy={isUndated ? undatedNote : undefined}
        onChange={(date) => change((doc) => setPeriodStart(doc, { start: date }), "period-start")}
      />
      <div className="flex flex-col gap-0.3">
        {/* Seen by the eye; the group's own name says it to assistive technology. */}
        <p aria-hidden="true" className="text-sm font-medium text-ink-soft">
          Week starts on
        </p>
        <Segmented
          label="Week starts on"
          value={weekStart}
          options={WEEK_STARTS}
          onChange={(next: WeekStart) => change((doc) => setWeekStart(doc, { weekStart: next }))}
        />
      </div>
      <div>
        {hasWeekNumbers ? (
          <SwitchField
            label="Week numbers"
            checked={showWeekNumbers}
            disabled={isUndated}
            describedBy={isUndated ? undatedNote : undefined}
            onChange={(isOn) => change((doc) => setWeekNumbers(doc, { showWeekNumbers: isOn }))}
          />
        ) : null}
        <SwitchField
          label="Undated"
          checked={isUndated}
          describedBy={undatedNote}
          onChange={(isOn) => change((doc) => setUndated(doc, { isUndated: isOn }))}
        />
        <p id={undatedNote} className="text-sm text-muted">
          {isUndated
            ? "Prints blanks to fill in by hand where the dates go. Switch it off to choose the dates again."
            : "Prints blanks instead of dates, so one sheet serves any month or week."}
        </p>
      </div>
    </div>
  );
}
