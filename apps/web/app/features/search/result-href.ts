import type { SearchResult } from "@listful/contracts";
import { articleHref, editorHref } from "../../lib/hrefs.ts";

/** Where a result leads: a template opens in the editor, an article on the blog (ours or WordPress's). */
export function resultHref(result: SearchResult): string {
  return result.kind === "template" ? editorHref({ templateId: result.id }) : articleHref(result);
}

export function isExternalResult(result: SearchResult): boolean {
  return result.kind === "article" && result.link !== null;
}

export function resultKey(result: SearchResult): string {
  return result.kind === "template" ? `template-${result.id}` : `article-${result.slug}`;
}
