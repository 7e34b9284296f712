import { type LegendEntry, toggleIconCell } from "@listful/checklist";
import type { ReactElement } from "react";
import { TickBox, type TickShape } from "../markers/tick-box.tsx";
import { toCssColor } from "../page/page-variables.ts";
import { useSheet } from "../sheet-context.ts";

type IconCellProps = {
  readonly rowId: string;
  readonly day: number;
  readonly value: number;
  readonly icon: TickShape;
  readonly legend: readonly LegendEntry[];
  readonly size: number;
  readonly isWeekend: boolean;
  readonly isWeekStart: boolean;
  /** "Read 20 pages, Mar 3". */
  readonly name: string;
};

/**
 * One day of an icon-field row. Without a legend a cell is done or not (a checkbox); with one, each
 * tap moves to the next mood of the legend and then back to empty (a button naming the mood).
 * Cells are ticked on the check-off page; in the editor the grid is drawn, as calendar cells are, so
 * a month of habits adds no tab stops and no small targets to the page being designed.
 */
export function IconCell({
  rowId,
  day,
  value,
  icon,
  legend,
  size,
  isWeekend,
  isWeekStart,
  name,
}: IconCellProps): ReactElement {
  const { apply, isEditing, isInteractive, isIconFieldTickable } = useSheet();
  const mood = value > 0 ? legend[value - 1] : undefined;
  const fill = mood ? toCssColor(mood.color, "9DB4C0") : undefined;
  // The mood's symbol on its colour: moods stay apart in greyscale and ink-friendly prints.
  const shape = (
    <>
      <TickBox shape={icon} isChecked={value > 0} size={size} fill={fill} />
      {mood ? (
        <span className="ls-mood-symbol" aria-hidden="true">
          {mood.symbol}
        </span>
      ) : null}
    </>
  );
  const cellProps = {
    className: "ls-icon-cell",
    "data-weekend": isWeekend ? "" : undefined,
    "data-week-start": isWeekStart ? "" : undefined,
  };
  if (!isInteractive || isEditing || !isIconFieldTickable) return <span {...cellProps}>{shape}</span>;
  const toggle = () => apply((doc) => toggleIconCell(doc, { rowId, day }));
  if (legend.length > 0) {
    const moodName = mood ? mood.label || mood.symbol : "empty";
    return (
      <button type="button" {...cellProps} aria-label={`${name}: ${moodName}`} onClick={toggle}>
        {shape}
      </button>
    );
  }
  return (
    <label {...cellProps}>
      <input type="checkbox" className="ls-check" checked={value > 0} aria-label={name} onChange={toggle} />
      {shape}
    </label>
  );
}
