import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { getTableRowLabels } from "../view/table-rows.ts";
import { describeLegend, summarizeIconRow } from "./icon-row-summary.ts";

function listLines(doc: Checklist, block: Block): string[] {
  switch (block.kind) {
    case "text-header":
      return [block.text];
    case "text-field":
      return [block.label];
    case "interactive-text-field":
      return [block.label, block.value].filter((line) => line !== "");
    case "list":
    case "interactive-list": {
      let number = 0;
      const items = block.items
        .filter((item) => !item.isPlaceholder)
        .map((item) => {
          if (item.depth === 1) number++;
          const marker =
            block.kind === "interactive-list"
              ? `[${item.isChecked ? "x" : " "}]`
              : block.marker === "number" && item.depth === 1
                ? `${number}.`
                : "-";
          return `${item.depth === 2 ? "  " : ""}${marker} ${item.text}`;
        });
      return block.title === "" ? items : [block.title, ...items];
    }
    case "icon-field": {
      const legend = block.legend.length > 0 ? [`Legend: ${describeLegend(block)}`] : [];
      const rows = block.rows.map((row) => `- ${row.text}: ${summarizeIconRow(block, row)}`);
      return [...(block.title === "" ? [] : [block.title]), ...legend, ...rows];
    }
    case "table": {
      // Written by hand: the headings, and each row's label where it has one.
      const labels = getTableRowLabels(doc, block).filter((label) => label !== "");
      const head = block.columns.join(" | ");
      return [block.title, head, ...labels.map((label) => `${label}:`)].filter((line) => line.trim() !== "");
    }
    case "calendar":
      return getCalendarCells(doc).map((cell) =>
        `[${cell.isChecked ? "x" : " "}] ${[cell.dateLabel, cell.title].filter(Boolean).join(" ")}`.trimEnd(),
      );
  }
}

/** The checklist as plain text (the share modal's "copy as text"), blocks separated by blank lines. */
export function toPlainText(stored: Checklist): string {
  const doc = toPrintedDocument(stored);
  const head = [
    doc.header.showTitle ? doc.title.text : "",
    doc.header.showHeadline ? doc.headline : "",
  ].filter((line) => line.trim() !== "");
  const sections = doc.blocks
    .map((block) => listLines(doc, block).join("\n"))
    .filter((text) => text.trim() !== "");
  return `${[head.join("\n"), ...sections].filter((text) => text !== "").join("\n\n")}\n`;
}
