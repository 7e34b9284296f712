import {
  editBlock,
  type FieldStyle,
  type InteractiveTextFieldBlock,
  LIMITS,
  type TextFieldBlock,
} from "@listful/checklist";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { BlockTextField } from "./block-text-field.tsx";

const STYLES = [
  { value: "lines", label: "Lines" },
  { value: "box", label: "Box" },
] as const satisfies readonly { value: FieldStyle; label: string }[];

/** Writing lines and answer fields: the prompt, ruled lines or a box to draw in, and how tall. */
export function FieldBlockSettings({ block }: { block: TextFieldBlock | InteractiveTextFieldBlock }) {
  const { change } = useEditorActions();
  const style = block.style ?? "lines";
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
      <Segmented
        label="Field style"
        value={style}
        options={STYLES}
        onChange={(next) => change((doc) => editBlock(doc, { blockId: block.id, changes: { style: next } }))}
      />
      <NumberField
        label={style === "box" ? "Box height in lines" : "Lines to write on"}
        value={block.lines}
        min={1}
        max={LIMITS.fieldLines}
        onChange={(lines) => change((doc) => editBlock(doc, { blockId: block.id, changes: { lines } }))}
      />
    </div>
  );
}
