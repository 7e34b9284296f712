import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { getTableRowLabels } from "../view/table-rows.ts";
import { describeLegend, summarizeIconRow } from "./icon-row-summary.ts";

/** Escapes what Markdown would read as formatting or HTML, so user text stays literal text. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|#~]/g, "\\$&")
    .replace(/^(\s*)([-+])(?=\s|$)/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, "$1\\$2");
}

function listMarkdown(block: Block & { kind: "list" | "interactive-list" }): string[] {
  let number = 0;
  return block.items
    .filter((item) => !item.isPlaceholder)
    .map((item) => {
      if (item.depth === 1) number++;
      const isNumbered = block.kind === "list" && block.marker === "number";
      const marker =
        block.kind === "interactive-list"
          ? `- [${item.isChecked ? "x" : " "}]`
          : isNumbered && item.depth === 1
            ? `${number}.`
            : "-";
      const indent = item.depth === 2 ? (isNumbered ? "   " : "  ") : "";
      return `${indent}${marker} ${escapeMarkdown(item.text)}`;
    });
}

function blockMarkdown(doc: Checklist, block: Block): string[] {
  const heading = (title: string) => (title.trim() === "" ? [] : [`### ${escapeMarkdown(title)}`, ""]);
  switch (block.kind) {
    case "text-header":
      return block.text.trim() === "" ? [] : [`## ${escapeMarkdown(block.text)}`];
    case "text-field":
    case "interactive-text-field": {
      const value = block.kind === "interactive-text-field" ? block.value : "";
      const answer = value === "" ? [] : ["", value.split("\n").map(escapeMarkdown).join("  \n")];
      return block.label === "" && answer.length === 0
        ? []
        : [`**${escapeMarkdown(block.label)}**`, ...answer];
    }
    case "list":
    case "interactive-list":
      return [...heading(block.title), ...listMarkdown(block)];
    case "icon-field": {
      const legend =
        block.legend.length > 0 ? [`_Legend: ${escapeMarkdown(describeLegend(block))}_`, ""] : [];
      const rows = block.rows.map(
        (row) => `- ${escapeMarkdown(row.text)}: ${escapeMarkdown(summarizeIconRow(block, row))}`,
      );
      return [...heading(block.title), ...legend, ...rows];
    }
    case "table": {
      const labels = getTableRowLabels(doc, block);
      const hasLabels = block.rowLabels !== "none";
      const cells = (row: readonly string[]) => `| ${row.map(escapeMarkdown).join(" | ")} |`;
      const head = cells([...(hasLabels ? [""] : []), ...block.columns]);
      const rule = `|${" --- |".repeat(block.columns.length + (hasLabels ? 1 : 0))}`;
      const rows = labels.map((label) =>
        cells([...(hasLabels ? [label] : []), ...block.columns.map(() => "")]),
      );
      return [...heading(block.title), head, rule, ...rows];
    }
    case "calendar":
      return getCalendarCells(doc).map((cell) => {
        const label = [cell.dateLabel, cell.title].filter(Boolean).join(" ");
        return `- [${cell.isChecked ? "x" : " "}] ${escapeMarkdown(label)}`.trimEnd();
      });
  }
}

/** The checklist as GitHub-flavoured Markdown with task lists (the share modal's "copy as Markdown"). */
export function toMarkdown(stored: Checklist): string {
  const doc = toPrintedDocument(stored);
  const head = [
    doc.header.showTitle && doc.title.text.trim() !== "" ? `# ${escapeMarkdown(doc.title.text)}` : "",
    doc.header.showHeadline && doc.headline.trim() !== "" ? `_${escapeMarkdown(doc.headline)}_` : "",
  ].filter((line) => line !== "");
  const sections = doc.blocks
    .map((block) => blockMarkdown(doc, block).join("\n"))
    .filter((text) => text !== "");
  return `${[...head, ...sections].join("\n\n")}\n`;
}
