import {
  countRowTicks,
  editItem,
  ICON_GOAL_BOX_HEIGHT,
  type IconFieldDay,
  type IconRow as IconRowData,
  type LegendEntry,
  LIMITS,
  type YearGridMonth,
} from "@listful/checklist";
import { memo, type ReactElement } from "react";
import { itemFieldKey } from "../edit/field-keys.ts";
import { handleRowFocus, handleRowKeys } from "../edit/handle-row-keys.ts";
import type { TickShape } from "../markers/tick-box.tsx";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { IconCell } from "./icon-cell.tsx";

type IconRowProps = {
  readonly blockId: string;
  readonly row: IconRowData;
  readonly days: readonly IconFieldDay[];
  readonly icon: TickShape;
  readonly legend: readonly LegendEntry[];
  /** The month this row is in a year grid (its label, and which days it has); null in a grid of days. */
  readonly month: YearGridMonth | null;
  readonly labelWidth: number;
  /** The goal column, or 0 when the field has none. */
  readonly goalWidth: number;
  readonly cellWidth: number;
  /** The tick mark in each cell, as drawn. */
  readonly markSize: number;
  /** The column of the row's total, or 0 when the sheet shows none. */
  readonly totalWidth: number;
  /** The row over the first band of days: its label is the one to edit (later bands repeat it). */
  readonly isFirstBand: boolean;
  /** The row over the last band of days, which shows the total: a count, or blank on a blank grid. */
  readonly hasTotal: boolean;
  /** The lines pagination measured the label to wrap to. */
  readonly lines: number;
  readonly top: number;
  readonly height: number;
};

/** A habit (or time of day) and its cells, one per day column. */
export const IconRow = memo(function IconRow(props: IconRowProps): ReactElement {
  const {
    blockId,
    row,
    days,
    icon,
    legend,
    month,
    labelWidth,
    goalWidth,
    cellWidth,
    markSize,
    totalWidth,
    isFirstBand,
    hasTotal,
    lines,
    top,
    height,
  } = props;
  const actions = useSheet();
  const name = month ? month.name : row.text === "" ? "Row" : row.text;
  return (
    <div className="ls-row ls-icon-row" style={{ top, height }}>
      <div className="ls-icon-label" style={{ width: labelWidth }}>
        {month ? (
          <span className="ls-clamp" data-month="">
            {month.label}
          </span>
        ) : (
          <SheetText
            text={row.text}
            lines={lines}
            isMultiline
            label={`${name}, row label`}
            fieldKey={itemFieldKey(row.id)}
            maxLength={LIMITS.iconRowText}
            placeholder="Type a habit"
            onEdit={
              isFirstBand
                ? (text) => actions.apply((doc) => editItem(doc, { itemId: row.id, text }))
                : undefined
            }
            onKeyDown={(event) => handleRowKeys(event, actions.rowKeys, blockId, row.id)}
            onFocus={handleRowFocus}
          />
        )}
      </div>
      {goalWidth > 0 ? (
        // A box to write the target in by hand ("20"); it prints, and is not typed online.
        <span className="ls-icon-goal" style={{ width: goalWidth }}>
          <span className="ls-goal-box" style={{ height: ICON_GOAL_BOX_HEIGHT }} />
        </span>
      ) : null}
      <div
        className="ls-icon-cells"
        style={{ gridTemplateColumns: `repeat(${days.length}, ${cellWidth}px)` }}
      >
        {days.map((day) =>
          // A month's missing days (30 February) are left blank: nothing to tick.
          month && day.index >= month.days ? (
            <span key={day.index} className="ls-icon-cell" data-absent="" />
          ) : (
            <IconCell
              key={day.index}
              rowId={row.id}
              day={day.index}
              value={row.cells[day.index] ?? 0}
              icon={icon}
              legend={legend}
              size={markSize}
              isWeekend={day.isWeekend}
              isWeekStart={day.isWeekStart}
              name={month ? `${month.name} ${day.label}` : `${name}, ${day.name}`}
            />
          ),
        )}
      </div>
      {totalWidth > 0 ? (
        <span className="ls-icon-total" style={{ width: totalWidth }}>
          {hasTotal ? countRowTicks(row) : null}
        </span>
      ) : null}
    </div>
  );
});
