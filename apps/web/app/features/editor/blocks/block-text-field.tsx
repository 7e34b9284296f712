import { type BlockChanges, editBlock } from "@listful/checklist";
import { CountedTextField } from "../controls/counted-text-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

type BlockTextFieldProps = {
  readonly blockId: string;
  readonly label: string;
  /** Which of the block's texts this field edits. */
  readonly field: "title" | "text" | "label";
  readonly value: string;
  readonly maxLength: number;
  readonly placeholder?: string;
};

/** A block's title, header text or prompt; a burst of typing in it is one undo step. */
export function BlockTextField({ blockId, field, ...props }: BlockTextFieldProps) {
  const { change } = useEditorActions();
  return (
    <CountedTextField
      {...props}
      onChange={(text) => {
        const changes: BlockChanges = { [field]: text };
        change((doc) => editBlock(doc, { blockId, changes }), `panel:${blockId}:${field}`);
      }}
    />
  );
}
