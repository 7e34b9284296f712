import {
  CALENDAR_CELL_PADDING,
  CALENDAR_DATE_LINE,
  type CalendarCell as CalendarCellData,
  LIMITS,
  setCalendarTitle,
  TICK_SIZE,
  TYPE_SCALE,
  toggleCalendarCell,
} from "@listful/checklist";
import { memo, type ReactElement } from "react";
import { TickBox } from "../markers/tick-box.tsx";
import { cssVars } from "../page/css-vars.ts";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";

type CalendarCellProps = {
  readonly cell: CalendarCellData;
  readonly height: number;
  /** A month grid: big day numbers, tick boxes only where ticked (outside check-off). */
  readonly isMonthView: boolean;
  /** The cell's date or number for its controls' names, e.g. "Mar 3". */
  readonly name: string;
};

/** One calendar cell: its date, its title (e.g. the day's workout) and a tick box. */
export const CalendarCell = memo(function CalendarCell(props: CalendarCellProps): ReactElement {
  const { cell, height, isMonthView, name } = props;
  const { apply, isEditing, isInteractive } = useSheet();
  // Pagination made the row tall enough for every title in it.
  const lines = Math.max(
    1,
    Math.floor((height - 2 * CALENDAR_CELL_PADDING - CALENDAR_DATE_LINE) / TYPE_SCALE.cellTitle.lineHeight),
  );
  const fullName = cell.title === "" ? name : `${name}, ${cell.title}`;
  // A month grid is for plans: its cells show a tick only where one was made (check-off aside).
  const showsTick = cell.isChecked || !isMonthView;
  const cellProps = {
    className: "ls-cal-cell",
    "data-checked": cell.isChecked ? "" : undefined,
    "data-month-view": isMonthView ? "" : undefined,
    style: cssVars({ "--ls-lines": lines }),
  };
  const toggle = () => apply((doc) => toggleCalendarCell(doc, { index: cell.index }));
  // An undated sheet's cell has an empty box where its date is written by hand.
  const date = (
    <span className="ls-cal-date">
      {cell.isDateBlank ? <span className="ls-cal-date-blank" aria-hidden="true" /> : cell.dateLabel}
    </span>
  );
  const tickBox = <TickBox shape="circle" isChecked={cell.isChecked} size={TICK_SIZE} />;
  const title = (
    <SheetText
      className="ls-cal-title"
      text={cell.title}
      lines={lines}
      isMultiline
      label={`Title of ${name}`}
      fieldKey={`cell:${cell.index}`}
      maxLength={LIMITS.calendarTitle}
      onEdit={(text) => apply((doc) => setCalendarTitle(doc, { index: cell.index, title: text }))}
    />
  );
  if (isInteractive && !isEditing) {
    // Check-off: the whole cell is the checkbox's label.
    return (
      <label {...cellProps}>
        {date}
        <span className="ls-cal-tick">
          <input
            type="checkbox"
            className="ls-check"
            checked={cell.isChecked}
            aria-label={fullName}
            onChange={toggle}
          />
          {tickBox}
        </span>
        {title}
      </label>
    );
  }
  return (
    <div {...cellProps}>
      {date}
      {isEditing && showsTick ? (
        // The title input is the cell's focus stop; the box is for the mouse.
        <span className="ls-cal-tick">
          <input
            type="checkbox"
            className="ls-check"
            checked={cell.isChecked}
            tabIndex={-1}
            aria-label={`Tick ${fullName}`}
            onChange={toggle}
          />
          {tickBox}
        </span>
      ) : null}
      {!isEditing && showsTick ? <span className="ls-cal-tick">{tickBox}</span> : null}
      {title}
    </div>
  );
});
