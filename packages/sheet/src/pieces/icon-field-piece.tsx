import {
  type Checklist,
  DAY_COLUMNS_HEIGHT,
  getGridMonths,
  getIconFieldDays,
  type IconFieldBlock,
  measureIconFieldColumns,
  type Piece,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { useStableList } from "../use-stable-value.ts";
import { BlockHeading } from "./block-heading.tsx";
import { IconDayColumns } from "./icon-day-columns.tsx";
import { IconLegend } from "./icon-legend.tsx";
import { IconRow } from "./icon-row.tsx";

type IconFieldPieceProps = {
  readonly piece: Piece;
  readonly block: IconFieldBlock;
  readonly doc: Checklist;
  /** A4 or Letter in landscape: wider cells (`hasRoomyCells`). */
  readonly isRoomy: boolean;
};

/** A grid of rows (habits, times of day, or a year's months) by day columns, with its title, legend and column header. */
export function IconFieldPiece({ piece, block, doc, isRoomy }: IconFieldPieceProps): ReactElement {
  const { labelWidth, goalWidth, cellWidth, markSize, totalWidth } = measureIconFieldColumns(
    piece.width,
    block,
    doc.showRowTotals,
    isRoomy,
  );
  const days = useStableList(getIconFieldDays(doc, block));
  const months = getGridMonths(doc, block);
  // On a narrow page the days come in bands (1 to 16, then 17 to 31): each row shows its band's days, and
  // the totals, counted over every day, close the last band.
  const bandDays = (from: number, count: number) => days.slice(from, from + count);
  const isLastBand = (from: number, count: number) => from + count >= days.length;
  // A grid nobody has ticked yet is a sheet to fill in by hand: its totals are left blank to write in.
  const isTicked = block.rows.some((row) => row.cells.some((cell) => cell > 0));
  return (
    <>
      {piece.rows.map((row) => {
        switch (row.type) {
          case "heading":
            return (
              <BlockHeading
                key="heading"
                blockId={block.id}
                title={block.title}
                lines={row.lines}
                top={row.y}
                height={row.height}
              />
            );
          case "legend":
            return (
              <IconLegend
                key="legend"
                legend={block.legend}
                icon={block.icon}
                top={row.y}
                height={row.height}
              />
            );
          case "day-columns":
            return (
              <IconDayColumns
                key={`days-${row.from}`}
                days={bandDays(row.from, row.count)}
                labelWidth={labelWidth}
                goalWidth={goalWidth}
                cellWidth={cellWidth}
                totalWidth={totalWidth}
                hasTotal={isLastBand(row.from, row.count)}
                gap={row.height - DAY_COLUMNS_HEIGHT}
                top={row.y}
                height={row.height}
              />
            );
          case "icon-row": {
            const data = block.rows[row.index];
            if (!data || data.id !== row.rowId) return null;
            return (
              <IconRow
                key={`${data.id}-${row.from}`}
                blockId={block.id}
                row={data}
                days={bandDays(row.from, row.count)}
                isFirstBand={row.from === 0}
                hasTotal={isTicked && isLastBand(row.from, row.count)}
                icon={block.icon}
                legend={block.legend}
                month={months?.[row.index] ?? null}
                labelWidth={labelWidth}
                goalWidth={goalWidth}
                cellWidth={cellWidth}
                markSize={markSize}
                totalWidth={totalWidth}
                lines={row.lines}
                top={row.y}
                height={row.height}
              />
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}
