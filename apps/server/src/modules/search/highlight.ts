import type { HighlightRange } from "@listful/contracts";

/**
 * Where the query's words appear in a text: each word of the text that starts with a query word (as typed,
 * so "gratitud" marks "Gratitude"), or that a longer query word starts with ("habits" marks "habit"). The
 * answer is offsets, never markup: the page escapes the text and wraps the ranges itself.
 */
export function highlightRanges(text: string, words: readonly string[]): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  if (words.length === 0) return ranges;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = match[0].toLowerCase();
    const isMatch = words.some(
      (word) => (word.length >= 2 && token.startsWith(word)) || (token.length >= 3 && word.startsWith(token)),
    );
    if (isMatch) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
