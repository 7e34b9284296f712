import {
  type Checklist,
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

type IconFieldPieceProps = { readonly piece: Piece; readonly block: IconFieldBlock; readonly doc: Checklist };

/** A grid of rows (habits, times of day) by day columns, with its title, legend and column header. */
export function IconFieldPiece({ piece, block, doc }: IconFieldPieceProps): ReactElement {
  const { labelWidth, cellWidth, markSize, totalWidth } = measureIconFieldColumns(
    piece.width,
    block.days,
    doc.showRowTotals,
  );
  const days = useStableList(getIconFieldDays(doc, block));
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
                key="days"
                days={days}
                labelWidth={labelWidth}
                cellWidth={cellWidth}
                totalWidth={totalWidth}
                top={row.y}
                height={row.height}
              />
            );
          case "icon-row": {
            const data = block.rows[row.index];
            if (!data || data.id !== row.rowId) return null;
            return (
              <IconRow
                key={data.id}
                blockId={block.id}
                row={data}
                days={days}
                icon={block.icon}
                legend={block.legend}
                labelWidth={labelWidth}
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
