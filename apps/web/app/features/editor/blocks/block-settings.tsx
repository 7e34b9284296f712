import { type Block, LIMITS } from "@listful/checklist";
import { Button } from "../../../ui/button.tsx";
import { SECTION_IDS, useShowPanelTab } from "../panel/panel-tabs.ts";
import { BlockTextField } from "./block-text-field.tsx";
import { FieldBlockSettings } from "./field-block-settings.tsx";
import { IconFieldSettings } from "./icon-field-settings.tsx";
import { ListBlockSettings } from "./list-block-settings.tsx";
import { TableSettings } from "./table-settings.tsx";

function CalendarBlockNote() {
  const showTab = useShowPanelTab();
  return (
    <div className="flex flex-col items-start gap-0.75">
      <p className="text-sm text-ink-soft">
        The calendar follows the checklist's dates. Its period, number of cells and size are in the Design
        tab.
      </p>
      <Button size="sm" variant="secondary" onClick={() => showTab("design", SECTION_IDS.calendar)}>
        Calendar settings
      </Button>
    </div>
  );
}

/** What a block's card shows when open: the settings of its kind. */
export function BlockSettings({ block, maxLength }: { block: Block; maxLength: number }) {
  switch (block.kind) {
    case "list":
    case "interactive-list":
      return <ListBlockSettings block={block} maxLength={maxLength} />;
    case "icon-field":
      return <IconFieldSettings block={block} />;
    case "text-field":
    case "interactive-text-field":
      return <FieldBlockSettings block={block} />;
    case "text-header":
      return (
        <BlockTextField
          blockId={block.id}
          label="Header text"
          field="text"
          value={block.text}
          maxLength={LIMITS.textHeader}
          placeholder="Morning"
        />
      );
    case "table":
      return <TableSettings block={block} />;
    case "calendar":
      return <CalendarBlockNote />;
  }
}
