import {
  type BlockChanges,
  editBlock,
  formatClockTime,
  LIMITS,
  TABLE_ROW_LABELS,
  type TableBlock,
  type TableRowLabels,
} from "@listful/checklist";
import { Button } from "../../../ui/button.tsx";
import { PlusIcon } from "../../../ui/icons/plus-icon.tsx";
import { TrashIcon } from "../../../ui/icons/trash-icon.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { CountedTextField } from "../controls/counted-text-field.tsx";
import { IconButton } from "../controls/icon-button.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { SelectField } from "../controls/select-field.tsx";
import { useEditorActions, useEditorDoc } from "../state/editor-context.ts";
import { BlockTextField } from "./block-text-field.tsx";

const ROW_LABEL_NAMES: Readonly<Record<TableRowLabels, string>> = {
  none: "None",
  numbers: "Numbers",
  times: "Times",
};
const ROW_LABELS = TABLE_ROW_LABELS.map((value) => ({ value, label: ROW_LABEL_NAMES[value] }));
const STEPS = [
  { value: "30", label: "Half hour" },
  { value: "60", label: "Hour" },
] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A table: its title, its column headings (1 to 4), how its rows are labelled, and how many there are. */
export function TableSettings({ block }: { block: TableBlock }) {
  const { change } = useEditorActions();
  const { locale } = useEditorDoc();
  const edit = (changes: BlockChanges, key?: string) =>
    change((doc) => editBlock(doc, { blockId: block.id, changes }), key);
  const setHeading = (index: number, text: string) =>
    edit(
      { columns: block.columns.map((heading, at) => (at === index ? text : heading)) },
      `panel:${block.id}:column:${index}`,
    );
  return (
    <div className="flex flex-col gap-1">
      <BlockTextField
        blockId={block.id}
        label="Title"
        field="title"
        value={block.title}
        maxLength={LIMITS.blockTitle}
        placeholder="Schedule"
      />
      <fieldset className="flex flex-col gap-0.5">
        <legend className="mb-0.3 text-sm font-medium text-ink-soft">Column headings</legend>
        {block.columns.map((heading, index) => (
          // Columns are positions in the table.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex items-end gap-0.5">
            <div className="min-w-0 flex-1">
              <CountedTextField
                label={`Column ${index + 1}`}
                value={heading}
                maxLength={LIMITS.tableHeading}
                placeholder="Plan"
                onChange={(text) => setHeading(index, text)}
              />
            </div>
            <IconButton
              label={`Remove column ${index + 1}`}
              disabled={block.columns.length <= 1}
              onClick={() => edit({ columns: block.columns.filter((_, at) => at !== index) })}
              className="mb-1"
            >
              <TrashIcon width={15} height={15} />
            </IconButton>
          </div>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={block.columns.length >= LIMITS.tableColumns}
          onClick={() => edit({ columns: [...block.columns, ""] })}
        >
          <PlusIcon width={16} height={16} /> Add column
        </Button>
      </fieldset>
      <Segmented
        label="Row labels"
        value={block.rowLabels}
        options={ROW_LABELS}
        onChange={(rowLabels) => edit({ rowLabels })}
      />
      <NumberField
        label="Rows"
        value={block.rowCount}
        min={1}
        max={LIMITS.tableRows}
        onChange={(rowCount) => edit({ rowCount })}
      />
      {block.rowLabels === "times" ? (
        <>
          <SelectField
            label="First hour"
            value={block.firstHour}
            onChange={(event) => edit({ firstHour: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {formatClockTime(hour * 60, locale)}
              </option>
            ))}
          </SelectField>
          <Segmented
            label="Step"
            value={String(block.minutesPerRow) as "30" | "60"}
            options={STEPS}
            onChange={(step) => edit({ minutesPerRow: Number(step) })}
          />
        </>
      ) : null}
    </div>
  );
}
