import { memo, type ReactElement } from "react";
import { boxStyle } from "../page/box-style.ts";
import { CalendarPiece } from "./calendar-piece.tsx";
import { IconFieldPiece } from "./icon-field-piece.tsx";
import { isSamePiece, type PieceViewProps } from "./is-same-piece.ts";
import { ListPiece } from "./list-piece.tsx";
import { TablePiece } from "./table-piece.tsx";
import { TextFieldPiece } from "./text-field-piece.tsx";
import { TextHeaderPiece } from "./text-header-piece.tsx";

function PieceContent({ piece, block, doc, metrics, isRoomy }: PieceViewProps): ReactElement {
  switch (block.kind) {
    case "list":
    case "interactive-list":
      return (
        <ListPiece piece={piece} block={block} metrics={metrics} maxLength={doc.itemOptions.maxlength} />
      );
    case "text-field":
    case "interactive-text-field":
      return <TextFieldPiece piece={piece} block={block} doc={doc} />;
    case "text-header":
      return <TextHeaderPiece piece={piece} block={block} />;
    case "icon-field":
      return <IconFieldPiece piece={piece} block={block} doc={doc} isRoomy={isRoomy} />;
    case "table":
      return <TablePiece piece={piece} block={block} doc={doc} />;
    case "calendar":
      return <CalendarPiece piece={piece} doc={doc} />;
  }
}

/** A block, or the part of it on this page and column, at exactly the box pagination gave it. */
export const PieceView = memo(function PieceView(props: PieceViewProps): ReactElement {
  const { piece, block } = props;
  return (
    <div
      className="ls-piece"
      data-kind={block.kind}
      data-block-id={block.id}
      data-continued={piece.isContinuation ? "" : undefined}
      data-across={piece.isAcross ? "" : undefined}
      style={boxStyle(piece)}
    >
      <PieceContent {...props} />
    </div>
  );
}, isSamePiece);
