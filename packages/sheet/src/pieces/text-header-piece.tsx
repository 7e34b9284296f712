import { editBlock, LIMITS, type Piece, type TextHeaderBlock } from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { rowStyle } from "./row-style.ts";

type TextHeaderPieceProps = { readonly piece: Piece; readonly block: TextHeaderBlock };

/** A section title ("Morning", "Work") on a tinted band. */
export function TextHeaderPiece({ piece, block }: TextHeaderPieceProps): ReactElement {
  const { apply } = useSheet();
  return (
    <>
      {piece.rows.map((row) => (
        <div key={row.type} className="ls-row ls-text-header" style={rowStyle(row)}>
          <SheetText
            text={block.text}
            lines={row.type === "heading" ? row.lines : 1}
            isMultiline
            label="Section title"
            fieldKey={`title:${block.id}`}
            maxLength={LIMITS.textHeader}
            onEdit={(text) => apply((doc) => editBlock(doc, { blockId: block.id, changes: { text } }))}
          />
        </div>
      ))}
    </>
  );
}
