import { type Block, type BlockKind, formatCount } from "@listful/checklist";
import type { ComponentType, SVGProps } from "react";
import { AnswerIcon } from "../../../ui/icons/answer-icon.tsx";
import { CalendarIcon } from "../../../ui/icons/calendar-icon.tsx";
import { ChecklistIcon } from "../../../ui/icons/checklist-icon.tsx";
import { GridIcon } from "../../../ui/icons/grid-icon.tsx";
import { HeadingIcon } from "../../../ui/icons/heading-icon.tsx";
import { LinesIcon } from "../../../ui/icons/lines-icon.tsx";
import { ListIcon } from "../../../ui/icons/list-icon.tsx";
import { TableIcon } from "../../../ui/icons/table-icon.tsx";

type KindInfo = {
  readonly name: string;
  readonly description: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/** What each kind of block is called in the editor, in the order the Add menu offers them. */
export const BLOCK_KIND_INFO: Readonly<Record<BlockKind, KindInfo>> = {
  "interactive-list": { name: "Checklist", description: "Items with tick boxes", Icon: ChecklistIcon },
  list: { name: "List", description: "Bullets, numbers or dashes", Icon: ListIcon },
  "text-header": { name: "Section header", description: "A heading between blocks", Icon: HeadingIcon },
  "text-field": { name: "Writing lines", description: "A prompt with lines to write on", Icon: LinesIcon },
  "interactive-text-field": {
    name: "Answer field",
    description: "A prompt answered on paper or online",
    Icon: AnswerIcon,
  },
  table: {
    name: "Table",
    description: "Columns to write in, rows by number or time",
    Icon: TableIcon,
  },
  "icon-field": { name: "Habit grid", description: "Rows ticked off day by day", Icon: GridIcon },
  calendar: { name: "Calendar", description: "Days, weeks or months to tick", Icon: CalendarIcon },
};

export const ADDABLE_KINDS = Object.keys(BLOCK_KIND_INFO) as BlockKind[];

const PREVIEW_LENGTH = 28;

/** An untitled list is known by its first item ("Checklist: Make the bed"). */
function firstItemPreview(block: Block): string {
  if (block.kind !== "list" && block.kind !== "interactive-list") return "";
  const first = block.items.find((item) => item.text.trim() !== "")?.text.trim() ?? "";
  return first.length > PREVIEW_LENGTH ? `${first.slice(0, PREVIEW_LENGTH - 1)}…` : first;
}

/** The block's own words (title, header text, label), or its kind (with a hint of its content) when it has none. */
export function blockName(block: Block): string {
  const own =
    block.kind === "text-header"
      ? block.text
      : block.kind === "text-field" || block.kind === "interactive-text-field"
        ? block.label
        : block.kind === "calendar"
          ? ""
          : block.title;
  if (own.trim() !== "") return own;
  const kind = BLOCK_KIND_INFO[block.kind].name;
  const preview = firstItemPreview(block);
  return preview ? `${kind}: ${preview}` : kind;
}

/**
 * The name of a block's rows for screen readers ("Morning items"): its title or its kind, never its
 * content, so typing in a row leaves the row list as it is.
 */
export function listName(block: Block & { readonly title: string }): string {
  return block.title.trim() === "" ? BLOCK_KIND_INFO[block.kind].name : block.title;
}

/** How many rows a block has, for its card ("12 items"); null for blocks without rows. */
export function blockRowCount(block: Block): string | null {
  if (block.kind === "list" || block.kind === "interactive-list") {
    const count = block.items.filter((item) => !item.isPlaceholder).length;
    return formatCount(count, { one: "item", other: "items" });
  }
  if (block.kind === "icon-field") return formatCount(block.rows.length, { one: "row", other: "rows" });
  if (block.kind === "table") return formatCount(block.rowCount, { one: "row", other: "rows" });
  return null;
}
