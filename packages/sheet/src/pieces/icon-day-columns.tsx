import type { IconFieldDay } from "@listful/checklist";
import type { ReactElement } from "react";

type IconDayColumnsProps = {
  readonly days: readonly IconFieldDay[];
  readonly labelWidth: number;
  readonly cellWidth: number;
  /** The column of each row's total, or 0 when the sheet shows none. */
  readonly totalWidth: number;
  readonly top: number;
  readonly height: number;
};

/** The header over an icon field's day columns: weekday initial (when dated) over the day number. */
export function IconDayColumns({
  days,
  labelWidth,
  cellWidth,
  totalWidth,
  top,
  height,
}: IconDayColumnsProps): ReactElement {
  return (
    <div className="ls-row ls-day-columns" style={{ top, height }} aria-hidden="true">
      <div className="ls-icon-label" style={{ width: labelWidth }} />
      <div
        className="ls-icon-cells"
        style={{ gridTemplateColumns: `repeat(${days.length}, ${cellWidth}px)` }}
      >
        {days.map((day, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: day columns are positions in the month
            key={index}
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
          Total
        </span>
      ) : null}
    </div>
  );
}
