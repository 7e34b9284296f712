import {
  type Checklist,
  editBlock,
  type FieldStyle,
  getAnswerLines,
  LIMITS,
  WRITING_LINE_HEIGHT,
} from "@listful/checklist";
import { type ReactElement, useId } from "react";
import { cssVars } from "../page/css-vars.ts";
import { useSheet } from "../sheet-context.ts";

type WritingLinesProps = {
  readonly doc: Checklist;
  readonly blockId: string;
  /** The field's lines `from` to `from + count` (a long field may go on in the next piece). */
  readonly from: number;
  readonly count: number;
  /** The width the answer is broken to (`getAnswerWidth`: inside the frame of a box). */
  readonly width: number;
  readonly top: number;
  readonly height: number;
  /** The typed answer of an interactive field, written on the lines; null for a printed-only field. */
  readonly answer: string | null;
  readonly label: string;
  /** Ruled lines, or one framed blank box as tall as the lines (the answer sits inside its frame). */
  readonly fieldStyle: FieldStyle;
};

/**
 * Ruled lines to write on by hand, or a box to draw in. An interactive field's answer sits on the lines
 * (inside the box's frame): typed into a textarea in check-off, and printed line by line as pagination
 * broke it, so a long answer goes on in the next piece exactly where its lines do.
 */
export function WritingLines(props: WritingLinesProps): ReactElement {
  const { doc, blockId, from, count, width, top, height, answer, label, fieldStyle } = props;
  const { apply, isInteractive, isTabbable } = useSheet();
  const answerId = useId();
  const style = {
    top,
    height,
    ...cssVars({ "--ls-lines": count, "--ls-line-h": `${WRITING_LINE_HEIGHT}px` }),
  };
  const printed =
    answer && !isInteractive ? getAnswerLines(doc, answer, width).slice(from, from + count) : [];
  return (
    <div className="ls-row ls-lines" data-style={fieldStyle} style={style}>
      {Array.from({ length: count }, (_, index) => (
        // The lines never reorder, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="ls-line" style={{ top: index * WRITING_LINE_HEIGHT }}>
          {printed[index] ? <span className="ls-answer-line">{printed[index]}</span> : null}
        </span>
      ))}
      {answer !== null && isInteractive && from === 0 ? (
        <textarea
          id={answerId}
          className="ls-input ls-answer"
          aria-label={label === "" ? "Answer" : label}
          value={answer}
          maxLength={LIMITS.fieldValue}
          tabIndex={isTabbable ? undefined : -1}
          onChange={(event) =>
            apply((doc) => editBlock(doc, { blockId, changes: { value: event.target.value } }))
          }
        />
      ) : null}
    </div>
  );
}
