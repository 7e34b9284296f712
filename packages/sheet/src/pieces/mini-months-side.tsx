import {
  type Checklist,
  getMiniMonths,
  MINI_MONTH,
  MINI_MONTH_HEIGHT,
  MINI_NOTES,
  type MiniMonth,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { cssVars } from "../page/css-vars.ts";

type MiniMonthsSideProps = {
  readonly doc: Checklist;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  /** A calendar going on from the page before repeats the notes, not the small months. */
  readonly isContinuation: boolean;
};

function MiniMonthView({ month }: { month: MiniMonth }): ReactElement {
  return (
    <div className="ls-mini-month">
      <div className="ls-mini-label" style={{ height: MINI_MONTH.label }}>
        {month.label}
      </div>
      <div className="ls-mini-grid" aria-hidden="true">
        {month.weekdays.map((name, column) => (
          // Narrow weekday names repeat ("T", "S"): their column is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={`w${column}`} className="ls-mini-weekday" style={{ height: MINI_MONTH.weekdays }}>
            {name}
          </span>
        ))}
        {month.weeks.flatMap((week, row) =>
          week.map((day, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a blank day has no identity but its place
            <span key={`${row}-${column}`} className="ls-mini-day" style={{ height: MINI_MONTH.row }}>
              {day ?? ""}
            </span>
          )),
        )}
      </div>
    </div>
  );
}

/**
 * Beside a month grid with small months (`hasMiniMonths`): the months before and after, day numbers only,
 * then a notes column of ruled lines down to the grid's bottom. An undated sheet has no months beside it:
 * the column is all notes.
 */
export function MiniMonthsSide({
  doc,
  left,
  width,
  height,
  isContinuation,
}: MiniMonthsSideProps): ReactElement {
  const months = isContinuation ? [] : getMiniMonths(doc);
  const monthsHeight = months.length * MINI_MONTH_HEIGHT;
  const lines = Math.max(0, Math.floor((height - monthsHeight - MINI_NOTES.label) / MINI_NOTES.line));
  return (
    <div
      className="ls-mini-side"
      style={{ left, width, height, ...cssVars({ "--ls-line-h": `${MINI_NOTES.line}px` }) }}
    >
      {months.map((month) => (
        <MiniMonthView key={month.label} month={month} />
      ))}
      <div className="ls-mini-notes-label" style={{ height: MINI_NOTES.label }}>
        Notes
      </div>
      <div className="ls-mini-notes" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ruled lines never reorder
          <span key={index} className="ls-mini-line" />
        ))}
      </div>
    </div>
  );
}
