import type { TextStyle } from "./font-face.ts";
import { fitsLine, measureText } from "./measure-text.ts";

/** A run the browser will not break inside, and the spaces after it (which may hang past the line). */
type Segment = { text: string; spaces: string };

const LETTER = /\p{L}/u;

/**
 * Splits a paragraph where every browser may break a line: after spaces, and after a hyphen between
 * letters. Browsers break in more places (after a slash, around dashes); ignoring those only ever
 * makes a measured line end earlier, which keeps the count of lines on the safe side.
 */
function segment(paragraph: string): Segment[] {
  const chars = Array.from(paragraph);
  const segments: Segment[] = [];
  let current: Segment = { text: "", spaces: "" };
  chars.forEach((char, index) => {
    if (char === " ") {
      current.spaces += char;
      return;
    }
    if (current.spaces !== "") {
      segments.push(current);
      current = { text: "", spaces: "" };
    }
    current.text += char;
    const isHyphenBreak =
      char === "-" && LETTER.test(chars[index - 1] ?? "") && LETTER.test(chars[index + 1] ?? "");
    if (isHyphenBreak) {
      segments.push(current);
      current = { text: "", spaces: "" };
    }
  });
  if (current.text !== "" || current.spaces !== "") segments.push(current);
  return segments;
}

/** Cuts a run too long for any line into pieces that each fit, character by character. */
function splitLongRun(text: string, style: TextStyle, width: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of text) {
    if (current !== "" && !fitsLine(measureText(current + char, style), width)) {
      pieces.push(current);
      current = "";
    }
    current += char;
  }
  if (current !== "" || pieces.length === 0) pieces.push(current);
  return pieces;
}

/** Lines of one paragraph, and how many runs had to be cut inside (emergency breaks). */
function breakParagraph(paragraph: string, style: TextStyle, width: number) {
  const lines: string[] = [];
  let line = "";
  let spaces = "";
  let cuts = 0;
  for (const part of segment(paragraph)) {
    const joined = line + spaces + part.text;
    if (line !== "" && fitsLine(measureText(joined, style), width)) line = joined;
    else {
      if (line !== "") lines.push(line);
      const pieces = splitLongRun(part.text, style, width);
      if (pieces.length > 1) cuts++;
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
    spaces = part.spaces;
  }
  lines.push(line);
  return { lines, cuts };
}

/**
 * Breaks `text` into lines that each fit `width` px at `style` (a line break in the text starts a new
 * line), the way a browser breaks it or a little earlier. For text drawn line by line as given here.
 */
export function breakLines(text: string, style: TextStyle, width: number): string[] {
  return text.split("\n").flatMap((paragraph) => breakParagraph(paragraph, style, width).lines);
}

/** Whether a word of `text` is wider than `width` px at `style`, so it would be cut inside ("Wednesd-ay"). */
export function hasCutWord(text: string, style: TextStyle, width: number): boolean {
  return text.split("\n").some((paragraph) => breakParagraph(paragraph, style, width).cuts > 0);
}

/**
 * How many lines the browser needs for `text` wrapped in a box `width` px wide: never fewer, so a box
 * this many lines tall never cuts text. A run cut inside gets a line more, since the browser may cut it
 * at a break opportunity it has (after a slash, say) a little before the measured one.
 */
export function countLines(text: string, style: TextStyle, width: number): number {
  return text.split("\n").reduce((sum, paragraph) => {
    const { lines, cuts } = breakParagraph(paragraph, style, width);
    return sum + lines.length + cuts;
  }, 0);
}
