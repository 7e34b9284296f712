import {
  type Checklist,
  countRowTicks,
  formatHabitProgress,
  formatWeekdayMonthDay,
  getGridMonths,
  getHabitProgress,
  getIconFieldDays,
  type IconFieldBlock,
  type IsoDate,
  toggleIconCell,
} from "@listful/checklist";
import type { SheetDispatch } from "@listful/sheet";
import { Fragment, useId, useLayoutEffect, useRef } from "react";
import { HabitGridCell } from "./habit-grid-cell.tsx";
import { MoodLegend } from "./mood-legend.tsx";
import { findTodayColumn, getScrollLeftToShow } from "./today-column.ts";

type HabitGridProps = {
  doc: Checklist;
  block: IconFieldBlock;
  /** The person's day, once known (see useToday). */
  today: IsoDate | null;
  dispatch: SheetDispatch;
};

/** The habit names' column: narrow on a phone, so five days show beside it; it stays put as the days scroll. */
const NAME_COLUMN =
  "sticky left-0 z-10 border-r border-line w-[7.5rem] min-w-[7.5rem] bg-white md:w-[10rem] md:min-w-[10rem]";

/**
 * A habit or mood grid for ticking on a screen, at a size made for a finger rather than the printed page's:
 * a table whose habit names stay on the left while the days scroll sideways, today's column marked and
 * scrolled into view on opening, each habit with its streak and the period's total. Ticks go through the
 * page's dispatch, as the printed sheet's did.
 */
export function HabitGrid({ doc, block, today, dispatch }: HabitGridProps) {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  const days = getIconFieldDays(doc, block);
  // A year grid's rows are the months; the days a month lacks (30 February) have no cell to tick.
  const months = getGridMonths(doc, block);
  const todayColumn = findTodayColumn(days, today);
  // Streaks need the person's day; until it is known (the server's first drawing) the totals show alone.
  const progress = today === null ? null : getHabitProgress(doc, block, today);
  const dayNames = days.map((day) => (day.date ? formatWeekdayMonthDay(day.date, doc.locale) : day.name));

  // Once, when today is first known (after every render until then): bring its column into view beside the names.
  useLayoutEffect(() => {
    const box = scroller.current;
    const column = box?.querySelector<HTMLElement>('th[aria-current="date"]');
    const names = box?.querySelector<HTMLElement>("th");
    if (hasScrolled.current || !box || !column || !names) return;
    hasScrolled.current = true;
    box.scrollLeft = getScrollLeftToShow({
      columnLeft: column.offsetLeft,
      columnWidth: column.offsetWidth,
      stickyWidth: names.offsetWidth,
      viewportWidth: box.clientWidth,
      scrollWidth: box.scrollWidth,
    });
  });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white py-0.75 shadow-sm ring-1 ring-line">
      <h2 id={titleId} className="px-0.75 text-base font-semibold text-ink md:px-1">
        {block.title || "Habits"}
      </h2>
      {block.legend.length > 0 ? <MoodLegend legend={block.legend} /> : null}
      <div
        ref={scroller}
        // The scroll padding: keyboard focus moving along a row stops short of the names over the first days.
        className="mt-0.5 scroll-pl-[7.5rem] overflow-x-auto overscroll-x-contain md:scroll-pl-[10rem]"
      >
        <table className="w-max border-separate border-spacing-0 md:w-full">
          <caption className="sr-only">{block.title || "Habits"}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={`${NAME_COLUMN} px-0.75 text-left text-xs font-medium text-muted md:px-1`}
              >
                {months ? "Month" : block.legend.length > 0 ? "Mood" : "Habit"}
              </th>
              {days.map((day, index) => (
                <th
                  // Day columns are positions in the period; they never reorder.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  scope="col"
                  aria-current={index === todayColumn ? "date" : undefined}
                  className={`w-2 min-w-2 rounded-t-lg pt-0.3 pb-0.3 text-center text-xs leading-tight tabular-nums ${
                    index === todayColumn
                      ? "bg-primary-100 font-bold text-primary-800"
                      : day.isWeekend
                        ? "font-medium text-muted"
                        : "font-medium text-ink-soft"
                  }`}
                >
                  <span aria-hidden="true" className="block">
                    {day.weekday || "\u00a0"}
                  </span>
                  <span aria-hidden="true" className="block">
                    {day.label}
                  </span>
                  <span className="sr-only">{dayNames[index]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => {
              const month = months?.[rowIndex];
              const name = month ? month.name : row.text === "" ? `Row ${rowIndex + 1}` : row.text;
              const rowProgress = progress?.[rowIndex] ?? {
                rowId: row.id,
                streak: null,
                total: countRowTicks(row),
                days: block.days,
              };
              return (
                <tr key={row.id}>
                  <th
                    scope="row"
                    className={`${NAME_COLUMN} border-t border-line px-0.75 py-0.3 text-left align-middle md:px-1`}
                  >
                    <span className="block text-sm leading-tight font-medium break-words text-ink">
                      {name}
                    </span>
                    <span className="block text-xs leading-tight font-normal text-ink-soft tabular-nums">
                      {/* Breaks only between the streak and the total: "1-day streak ·" above "10 of 30". */}
                      {formatHabitProgress(rowProgress)
                        .split(" · ")
                        .map((part, index) => (
                          <Fragment key={part}>
                            {index > 0 ? " · " : null}
                            <span className="whitespace-nowrap">{part}</span>
                          </Fragment>
                        ))}
                    </span>
                  </th>
                  {days.map((day, index) =>
                    month && index >= month.days ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: day columns are positions, as above.
                      <td key={index} aria-hidden="true" />
                    ) : (
                      <HabitGridCell
                        // biome-ignore lint/suspicious/noArrayIndexKey: day columns are positions, as above.
                        key={index}
                        value={row.cells[index] ?? 0}
                        legend={block.legend}
                        name={month ? `${name} ${day.label}` : `${name}, ${dayNames[index] ?? day.name}`}
                        isToday={index === todayColumn}
                        onToggle={() =>
                          dispatch((current) => toggleIconCell(current, { rowId: row.id, day: index }))
                        }
                      />
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
