import { editBlock, LIMITS, WRITING_LINE_HEIGHT } from "@listful/checklist";
import type { ReactElement } from "react";
import { cssVars } from "../page/css-vars.ts";
import { useSheet } from "../sheet-context.ts";

type WritingLinesProps = {
  readonly blockId: string;
  readonly count: number;
  readonly top: number;
  readonly height: number;
  /** The typed answer of an interactive field, written on the lines; null for a printed-only field. */
  readonly answer: string | null;
  readonly label: string;
};

/** Ruled lines to write on by hand; an interactive field's answer sits on them. */
export function WritingLines({
  blockId,
  count,
  top,
  height,
  answer,
  label,
}: WritingLinesProps): ReactElement {
  const { apply, isInteractive } = useSheet();
  const style = {
    top,
    height,
    ...cssVars({ "--ls-lines": count, "--ls-line-h": `${WRITING_LINE_HEIGHT}px` }),
  };
  return (
    <div className="ls-row ls-lines" style={style}>
      {Array.from({ length: count }, (_, index) => (
        // The lines never reorder, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="ls-line" style={{ top: index * WRITING_LINE_HEIGHT }} />
      ))}
      {answer !== null && isInteractive ? (
        <textarea
          className="ls-input ls-answer"
          aria-label={label === "" ? "Answer" : label}
          value={answer}
          maxLength={LIMITS.fieldValue}
          onChange={(event) =>
            apply((doc) => editBlock(doc, { blockId, changes: { value: event.target.value } }))
          }
        />
      ) : null}
      {answer !== null && !isInteractive && answer !== "" ? (
        <span className="ls-clamp ls-answer">{answer}</span>
      ) : null}
    </div>
  );
}
