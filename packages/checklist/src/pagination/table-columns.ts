import { measureText } from "../measure/measure-text.ts";
import type { TableBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getTableRowLabels } from "../view/table-rows.ts";
import { TABLE_CELL_PADDING_X, TABLE_LABEL_MIN_WIDTH } from "./geometry.ts";
import { getTextStyle } from "./text-styles.ts";

export type TableColumns = {
  /** The narrow column of drawn row labels (0 without labels). */
  readonly labelWidth: number;
  /** Each writing column's width; they share what the label column leaves. */
  readonly columnWidth: number;
  /** Each row's label, as drawn ("" without labels). */
  readonly labels: readonly string[];
};

/**
 * How a table of `width` px is divided: a label column as wide as its widest label ("12:30 pm") and no
 * wider, then the headings' columns, equal, to write in.
 */
export function measureTableColumns(doc: Checklist, block: TableBlock, width: number): TableColumns {
  const labels = getTableRowLabels(doc, block);
  const style = getTextStyle(doc, "rowLabel");
  const widest = Math.max(0, ...labels.map((label) => measureText(label, style)));
  const labelWidth =
    block.rowLabels === "none"
      ? 0
      : Math.max(TABLE_LABEL_MIN_WIDTH, Math.ceil(widest + 2 * TABLE_CELL_PADDING_X));
  const columnWidth = (width - labelWidth) / Math.max(1, block.columns.length);
  return { labelWidth, columnWidth, labels };
}
