import type { PieceRow } from "@listful/checklist";
import type { CSSProperties } from "react";

/** A row's slice of its piece: rows tile the piece top to bottom at fixed heights. */
export function rowStyle(row: Pick<PieceRow, "y" | "height">): CSSProperties {
  return { top: row.y, height: row.height };
}
