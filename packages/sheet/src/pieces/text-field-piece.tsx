import {
  type Checklist,
  editBlock,
  getAnswerWidth,
  type InteractiveTextFieldBlock,
  LIMITS,
  type Piece,
  type TextFieldBlock,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { rowStyle } from "./row-style.ts";
import { WritingLines } from "./writing-lines.tsx";

type TextFieldPieceProps = {
  readonly piece: Piece;
  readonly block: TextFieldBlock | InteractiveTextFieldBlock;
  readonly doc: Checklist;
};

/**
 * A prompt over writing lines or a box to draw in (text field), or the same with an answer typed online
 * (interactive).
 */
export function TextFieldPiece({ piece, block, doc }: TextFieldPieceProps): ReactElement {
  const { apply } = useSheet();
  return (
    <>
      {piece.rows.map((row) => {
        if (row.type === "label") {
          return (
            <div key="label" className="ls-row ls-field-label" style={rowStyle(row)}>
              <SheetText
                text={block.label}
                lines={row.lines}
                isMultiline
                label="Field label"
                fieldKey={`title:${block.id}`}
                maxLength={LIMITS.fieldLabel}
                onEdit={(text) =>
                  apply((doc) => editBlock(doc, { blockId: block.id, changes: { label: text } }))
                }
              />
            </div>
          );
        }
        if (row.type !== "lines") return null;
        return (
          <WritingLines
            key="lines"
            doc={doc}
            blockId={block.id}
            from={row.from}
            count={row.count}
            width={getAnswerWidth(block, piece.width)}
            top={row.y}
            height={row.height}
            answer={block.kind === "interactive-text-field" ? block.value : null}
            label={block.label}
            fieldStyle={block.style ?? "lines"}
          />
        );
      })}
    </>
  );
}
