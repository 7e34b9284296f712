import { breakLines } from "../measure/break-lines.ts";
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
