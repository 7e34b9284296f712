import type { AnyListBlock, ItemRowMetrics, Piece } from "@listful/checklist";
import { type ReactElement, useMemo } from "react";
import { BlockHeading } from "./block-heading.tsx";
import { ItemRow } from "./item-row.tsx";
import { getListOrdinals } from "./list-ordinals.ts";
import { SpareRow } from "./spare-row.tsx";

type ListPieceProps = {
  readonly piece: Piece;
  readonly block: AnyListBlock;
  readonly metrics: ItemRowMetrics;
  readonly maxLength: number;
};

/** The rows of a list (printed or with tick boxes) that pagination placed in this piece. */
export function ListPiece({ piece, block, metrics, maxLength }: ListPieceProps): ReactElement {
  const ordinals = useMemo(() => getListOrdinals(block.items), [block.items]);
  const name = block.title === "" ? "List" : block.title;
  return (
    <>
      {piece.rows.map((row) => {
        if (row.type === "heading") {
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
        }
        if (row.type === "spare") {
          return (
            <SpareRow
              key={`spare-${row.index}`}
              shape={block.kind === "interactive-list" ? block.marker : null}
              top={row.y}
              height={row.height}
              metrics={metrics}
            />
          );
        }
        if (row.type !== "item") return null;
        const item = block.items[row.index];
        if (!item || item.id !== row.itemId) return null;
        return (
          <ItemRow
            key={item.id}
            blockId={block.id}
            marker={block.marker}
            item={item}
            ordinal={ordinals.get(item.id) ?? ""}
            top={row.y}
            height={row.height}
            lines={row.lines}
            metrics={metrics}
            maxLength={maxLength}
            label={`${name}, item ${row.index + 1}`}
          />
        );
      })}
    </>
  );
}
