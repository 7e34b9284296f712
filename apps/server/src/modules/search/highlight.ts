import type { HighlightRange } from "@listful/contracts";

/** A word's letters and digits, or a hyphenated word's ("To-Do"). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;

/** Whether a word of the text starts with a query word, or a longer query word starts with it. */
function isMatch(token: string, words: readonly string[]): boolean {
  return words.some(
    (word) => (word.length >= 2 && token.startsWith(word)) || (token.length >= 3 && word.startsWith(token)),
  );
}

/**
 * Where the query's words appear in a text: each word of the text that starts with a query word (as typed,
 * so "gratitud" marks "Gratitude"), or that a longer query word starts with ("habits" marks "habit"). A
 * hyphenated word is marked whole when its parts written as one match ("todo" marks "To-Do", as search finds
 * it), else part by part. The answer is offsets, never markup: the page escapes the text and wraps the ranges
 * itself.
 */
export function highlightRanges(text: string, words: readonly string[]): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  if (words.length === 0) return ranges;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.includes("-") && isMatch(word.replaceAll("-", "").toLowerCase(), words)) {
      ranges.push([match.index, match.index + word.length]);
      continue;
    }
    for (const part of word.matchAll(PART)) {
      const start = match.index + part.index;
      if (isMatch(part[0].toLowerCase(), words)) ranges.push([start, start + part[0].length]);
    }
  }
  return ranges;
}
