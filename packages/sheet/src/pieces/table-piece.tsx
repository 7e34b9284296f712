import {
  type Checklist,
  editBlock,
  LIMITS,
  measureTableColumns,
  type Piece,
  type TableBlock,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { rowStyle } from "./row-style.ts";

type TablePieceProps = { readonly piece: Piece; readonly block: TableBlock; readonly doc: Checklist };

/**
 * A grid of writing cells: column headings in the field-label style, then rows of cells to write in by
 * hand, each on a baseline, after a narrow column of drawn labels (1..n or clock times). Printed only:
 * nothing in it is ticked or typed online.
 */
export function TablePiece({ piece, block, doc }: TablePieceProps): ReactElement {
  const { apply } = useSheet();
  const { labelWidth, columnWidth, labels } = measureTableColumns(doc, block, piece.width);
  const grid = { gridTemplateColumns: `${labelWidth}px repeat(${block.columns.length}, ${columnWidth}px)` };
  const editHeading = (index: number, text: string) =>
    apply((doc) =>
      editBlock(doc, {
        blockId: block.id,
        changes: { columns: block.columns.map((heading, at) => (at === index ? text : heading)) },
      }),
    );
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
          case "table-head":
            return (
              <div key="head" className="ls-row ls-table-head" style={{ ...rowStyle(row), ...grid }}>
                <span className="ls-table-label" />
                {block.columns.map((heading, index) => (
                  // Headings are positions in the table, renamed in place.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <span key={index} className="ls-table-heading">
                    <SheetText
                      text={heading}
                      lines={row.lines}
                      isMultiline
                      label={`Column ${index + 1} heading`}
                      fieldKey={`column:${block.id}:${index}`}
                      maxLength={LIMITS.tableHeading}
                      onEdit={(text) => editHeading(index, text)}
                    />
                  </span>
                ))}
              </div>
            );
          case "table-row":
            return (
              <div
                key={`row-${row.index}`}
                className="ls-row ls-table-row"
                style={{ ...rowStyle(row), ...grid }}
              >
                <span className="ls-table-label">{labels[row.index] ?? ""}</span>
                {block.columns.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the row
                  <span key={index} className="ls-table-cell" />
                ))}
              </div>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
