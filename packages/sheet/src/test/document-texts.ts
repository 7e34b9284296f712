import { type Checklist, getCalendarCells } from "@listful/checklist";

/** Every piece of text a document prints, to find again in its PDF. */
export function collectDocumentTexts(doc: Checklist): readonly string[] {
  const texts: string[] = [doc.title.text, doc.headline];
  for (const block of doc.blocks) {
    switch (block.kind) {
      case "list":
      case "interactive-list":
        texts.push(block.title, ...block.items.map((item) => item.text));
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
      case "calendar":
        texts.push(...getCalendarCells(doc).map((cell) => cell.title));
        break;
    }
  }
  return texts.filter((text) => text.trim() !== "");
}
