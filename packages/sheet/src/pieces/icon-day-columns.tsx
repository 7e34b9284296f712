import type { IconFieldDay } from "@listful/checklist";
import type { ReactElement } from "react";

type IconDayColumnsProps = {
  readonly days: readonly IconFieldDay[];
  readonly labelWidth: number;
  /** The goal column after the labels, or 0 when the field has none. */
  readonly goalWidth: number;
  readonly cellWidth: number;
  /** The column of each row's total, or 0 when the sheet shows none. */
  readonly totalWidth: number;
  /** Heads the totals column: the last band of days (it stays blank over the others, to keep the grid). */
  readonly hasTotal: boolean;
  /** Blank room above the numbers: a later band of days stands apart from the rows above it. */
  readonly gap: number;
  readonly top: number;
  readonly height: number;
};

/** The header over an icon field's day columns: weekday initial (when dated) over the day number, "Goal" and "Total" where shown. */
export function IconDayColumns({
  days,
  labelWidth,
  goalWidth,
  cellWidth,
  totalWidth,
  hasTotal,
  gap,
  top,
  height,
}: IconDayColumnsProps): ReactElement {
  return (
    <div className="ls-row ls-day-columns" style={{ top, height, paddingTop: gap }} aria-hidden="true">
      <div className="ls-icon-label" style={{ width: labelWidth }} />
      {goalWidth > 0 ? (
        <span className="ls-icon-goal" data-head="" style={{ width: goalWidth }}>
          Goal
        </span>
      ) : null}
      <div
        className="ls-icon-cells"
        style={{ gridTemplateColumns: `repeat(${days.length}, ${cellWidth}px)` }}
      >
        {days.map((day) => (
          <span
            key={day.index}
            className="ls-day"
            data-weekend={day.isWeekend ? "" : undefined}
            data-week-start={day.isWeekStart ? "" : undefined}
          >
            {day.weekday === "" ? null : <span className="ls-day-weekday">{day.weekday}</span>}
            <span className="ls-day-number">{day.label}</span>
          </span>
        ))}
      </div>
      {totalWidth > 0 ? (
        <span className="ls-icon-total" data-head="" style={{ width: totalWidth }}>
          {hasTotal ? "Total" : null}
        </span>
      ) : null}
    </div>
  );
}
