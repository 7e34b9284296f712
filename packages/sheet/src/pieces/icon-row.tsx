import {
  countRowTicks,
  editItem,
  type IconFieldDay,
  type IconRow as IconRowData,
  type LegendEntry,
  LIMITS,
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
  readonly labelWidth: number;
  readonly cellWidth: number;
  /** The tick mark in each cell, as drawn. */
  readonly markSize: number;
  /** The column of the row's total, or 0 when the sheet shows none. */
  readonly totalWidth: number;
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
    labelWidth,
    cellWidth,
    markSize,
    totalWidth,
    lines,
    top,
    height,
  } = props;
  const actions = useSheet();
  const name = row.text === "" ? "Row" : row.text;
  return (
    <div className="ls-row ls-icon-row" style={{ top, height }}>
      <div className="ls-icon-label" style={{ width: labelWidth }}>
        <SheetText
          text={row.text}
          lines={lines}
          isMultiline
          label={`${name}, row label`}
          fieldKey={itemFieldKey(row.id)}
          maxLength={LIMITS.iconRowText}
          placeholder="Type a habit"
          onEdit={(text) => actions.apply((doc) => editItem(doc, { itemId: row.id, text }))}
          onKeyDown={(event) => handleRowKeys(event, actions.rowKeys, blockId, row.id)}
          onFocus={handleRowFocus}
        />
      </div>
      <div
        className="ls-icon-cells"
        style={{ gridTemplateColumns: `repeat(${days.length}, ${cellWidth}px)` }}
      >
        {days.map((day, index) => (
          <IconCell
            // Day columns are positions in the month; they never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            rowId={row.id}
            day={index}
            value={row.cells[index] ?? 0}
            icon={icon}
            legend={legend}
            size={markSize}
            isWeekend={day.isWeekend}
            isWeekStart={day.isWeekStart}
            name={`${name}, ${day.name}`}
          />
        ))}
      </div>
      {totalWidth > 0 ? (
        <span className="ls-icon-total" style={{ width: totalWidth }}>
          {countRowTicks(row)}
        </span>
      ) : null}
    </div>
  );
});
