import { breakLines } from "../measure/break-lines.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getAnswerTextStyle } from "./text-styles.ts";

/** An answer sits on the writing lines with this much room at each side. */
export const ANSWER_PADDING_X = 2;

/**
 * A typed answer broken into the writing lines it is printed on, the same everywhere: the sheet draws
 * each line as given, so a long answer can continue on the next page exactly where its lines do.
 */
export function getAnswerLines(doc: Checklist, value: string, width: number): readonly string[] {
  if (value === "") return [];
  return breakLines(value, getAnswerTextStyle(doc), width - 2 * ANSWER_PADDING_X);
}

export function countAnswerLines(doc: Checklist, value: string, width: number): number {
  return getAnswerLines(doc, value, width).length;
}

/** A box's answer sits this far inside its frame, on each side. */
export const BOX_PADDING_X = 10;

/** True for a writing field drawn as a framed box to draw in (`style` "box"); left out, it is ruled lines. */
export function isBoxField(block: Block | undefined): boolean {
  return (block?.kind === "text-field" || block?.kind === "interactive-text-field") && block.style === "box";
}

/** The width a field's typed answer is broken to: its piece's, or inside the frame for a box. */
export function getAnswerWidth(block: Block, width: number): number {
  return isBoxField(block) ? width - 2 * (BOX_PADDING_X - ANSWER_PADDING_X) : width;
}

/** A one-answer prompt asks for one short thing: a writing field its template gives at most this many lines. */
export const ONE_ANSWER_LINES = 2;

/**
 * True for a writing field of `ONE_ANSWER_LINES` or fewer: spare room never adds lines to it. A box is a
 * drawing area, never a one-answer prompt: it may take the room a notes area would.
 */
export function isOneAnswerField(block: Block | undefined): boolean {
  return (
    (block?.kind === "text-field" || block?.kind === "interactive-text-field") &&
    block.lines <= ONE_ANSWER_LINES &&
    !isBoxField(block)
  );
}
