import {
  type CalendarCell as CalendarCellData,
  type Checklist,
  formatShortDate,
  getCalendarCells,
  getCalendarWeekNumbers,
  getMiniMonthsColumns,
  getWeekdayNames,
  hasMiniMonths,
  isWeekdayAligned,
  MINI_MONTHS_GAP,
  type Piece,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { useStableList } from "../use-stable-value.ts";
import { CalendarCell } from "./calendar-cell.tsx";
import { MiniMonthsSide } from "./mini-months-side.tsx";
import { rowStyle } from "./row-style.ts";

type CalendarPieceProps = { readonly piece: Piece; readonly doc: Checklist };

/** How a cell is announced: its printed date, or the month and day where only the day is printed. */
function nameCell(cell: CalendarCellData, isMonthView: boolean, locale: string): string {
  if (cell.date && isMonthView) return formatShortDate(cell.date, locale);
  return cell.dateLabel === "" ? `Cell ${cell.index + 1}` : cell.dateLabel;
}

/**
 * The document's calendar: weekday names over a month grid, or rows of numbered cells; with small months
 * (`hasMiniMonths`) the grid keeps its share of the width and the months and notes stand beside it.
 */
export function CalendarPiece({ piece, doc }: CalendarPieceProps): ReactElement {
  if (!hasMiniMonths(doc)) return <CalendarRows piece={piece} doc={doc} />;
  const columns = getMiniMonthsColumns(piece.width);
  return (
    <>
      <div className="ls-cal-grid" style={{ width: columns.grid, height: piece.height }}>
        <CalendarRows piece={piece} doc={doc} />
      </div>
      <MiniMonthsSide
        doc={doc}
        left={columns.grid + MINI_MONTHS_GAP}
        width={columns.side}
        height={piece.height}
        isContinuation={piece.isContinuation}
      />
    </>
  );
}

/** The calendar's rows: weekday names, then the grid of cells. */
function CalendarRows({ piece, doc }: CalendarPieceProps): ReactElement {
  const cells = useStableList(getCalendarCells(doc));
  const isMonthView = isWeekdayAligned(doc.calendar, doc.timeframe);
  const firstGridRow = piece.rows.find((row) => row.type === "calendar-row");
  const weekNumbers = getCalendarWeekNumbers(doc);
  return (
    <>
      {piece.rows.map((row) => {
        if (row.type === "weekdays") {
          return (
            <div key="weekdays" className="ls-row ls-weekdays" style={rowStyle(row)} aria-hidden="true">
              {getWeekdayNames(doc.locale, doc.weekStart, "short").map((name) => (
                <span key={name} className="ls-weekday">
                  {name}
                </span>
              ))}
            </div>
          );
        }
        if (row.type !== "calendar-row") return null;
        const week = weekNumbers[row.index];
        return (
          <div
            key={row.index}
            className="ls-row ls-cal-row"
            data-first={row === firstGridRow ? "" : undefined}
            style={{ ...rowStyle(row), gridTemplateColumns: `repeat(${row.cells.length}, 1fr)` }}
          >
            {week === undefined ? null : <span className="ls-cal-week">W{week}</span>}
            {row.cells.map((index, column) => {
              const cell = index === null ? undefined : cells[index];
              if (!cell) {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank has no identity but its column
                return <span key={`blank-${column}`} className="ls-cal-cell" data-blank="" />;
              }
              return (
                <CalendarCell
                  key={cell.index}
                  cell={cell}
                  height={row.height}
                  isMonthView={isMonthView}
                  name={nameCell(cell, isMonthView, doc.locale)}
                />
              );
            })}
          </div>
        );
      })}
    </>
  );
}
