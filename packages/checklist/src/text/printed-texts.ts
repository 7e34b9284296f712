import type { Checklist } from "../schema/checklist-schema.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { getTableRowLabels } from "../view/table-rows.ts";

/**
 * Every piece of text a document puts on its pages (the title and headline where the header shows them,
 * block titles, items, labels, answers, legend names, calendar titles, table headings and row labels), to find again in a PDF.
 */
export function printedTexts(stored: Checklist): string[] {
  const doc = toPrintedDocument(stored);
  const texts: string[] = [];
  if (doc.header.showTitle) texts.push(doc.title.text);
  if (doc.header.showHeadline) texts.push(doc.headline);
  for (const block of doc.blocks) {
    switch (block.kind) {
      case "list":
      case "interactive-list":
        texts.push(
          block.title,
          ...block.items.filter((item) => !item.isPlaceholder).map((item) => item.text),
        );
        break;
      case "icon-field":
        texts.push(
          block.title,
          ...block.rows.map((row) => row.text),
          ...block.legend.map((entry) => entry.label),
        );
        break;
      case "text-field":
        texts.push(block.label);
        break;
      case "interactive-text-field":
        texts.push(block.label, block.value);
        break;
      case "text-header":
        texts.push(block.text);
        break;
      case "table":
        texts.push(block.title, ...block.columns, ...getTableRowLabels(doc, block));
        break;
      case "calendar":
        texts.push(...getCalendarCells(doc).map((cell) => cell.title));
        break;
    }
  }
  return texts.map((text) => text.trim()).filter((text) => text !== "");
}
