import { editBlock, LIMITS } from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";

type BlockHeadingProps = {
  readonly blockId: string;
  readonly title: string;
  /** The lines pagination measured the title to wrap to. */
  readonly lines: number;
  readonly top: number;
  readonly height: number;
};

/** A list's or icon field's title, followed by a rule to the end of the column. */
export function BlockHeading({ blockId, title, lines, top, height }: BlockHeadingProps): ReactElement {
  const { apply } = useSheet();
  return (
    <div className="ls-row ls-heading" style={{ top, height }}>
      <SheetText
        text={title}
        lines={lines}
        isMultiline
        label="Block title"
        fieldKey={`title:${blockId}`}
        maxLength={LIMITS.blockTitle}
        onEdit={(text) => apply((doc) => editBlock(doc, { blockId, changes: { title: text } }))}
      />
    </div>
  );
}
