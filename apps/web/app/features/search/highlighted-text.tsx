import type { HighlightRange } from "@listful/contracts";
import type { ReactNode } from "react";

/**
 * Text with the search's matched words in <mark>. The server sends offsets, not markup: every part is a text
 * node here, so nothing in the query or the content can become HTML.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-sun/40 px-px text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
