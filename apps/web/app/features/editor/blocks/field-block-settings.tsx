import { editBlock, type InteractiveTextFieldBlock, LIMITS, type TextFieldBlock } from "@listful/checklist";
import { NumberField } from "../controls/number-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { BlockTextField } from "./block-text-field.tsx";

/** Writing lines and answer fields: the prompt and how many lines to write on. */
export function FieldBlockSettings({ block }: { block: TextFieldBlock | InteractiveTextFieldBlock }) {
  const { change } = useEditorActions();
  return (
    <div className="flex flex-col gap-1">
      <BlockTextField
        blockId={block.id}
        label="Prompt"
        field="label"
        value={block.label}
        maxLength={LIMITS.fieldLabel}
        placeholder="What went well today?"
      />
      <NumberField
        label="Lines to write on"
        value={block.lines}
        min={1}
        max={LIMITS.fieldLines}
        onChange={(lines) => change((doc) => editBlock(doc, { blockId: block.id, changes: { lines } }))}
      />
    </div>
  );
}
