import {
  SEARCH_GROUP_SIZE,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
  type SearchResult,
  type SearchType,
} from "@listful/contracts";
import { highlightRanges } from "./highlight.ts";
import type { SearchRepository } from "./search.repository.ts";
import { readSearchTerms } from "./search-terms.ts";

export type SearchService = ReturnType<typeof createSearchService>;

type Request = { q: string; type: SearchType; page: number };

/** Page `page` of one kind's results. */
function pageOf(page: number) {
  return { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE };
}

/**
 * Search over the published templates and the blog's articles. `all` gives the best few of each kind (the
 * header's dropdown, the first tab); one kind gives a page of it.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  /** Which articles are the blog's now: its source's. */
  articleSource: "markdown" | "wordpress";
  /** In free mode nothing is premium, so nothing is marked so. */
  isFree: boolean;
}) {
  return {
    async search({ q, type, page }: Request): Promise<SearchResponse> {
      const terms = readSearchTerms(q);
      const none = { rows: [], total: 0 };
      const found =
        type === "all"
          ? await deps.repository.both(terms, deps.articleSource, SEARCH_GROUP_SIZE)
          : {
              templates: type === "templates" ? await deps.repository.templates(terms, pageOf(page)) : none,
              articles:
                type === "articles"
                  ? await deps.repository.articles(terms, deps.articleSource, pageOf(page))
                  : none,
            };
      const results: SearchResult[] = [...found.templates.rows, ...found.articles.rows].map((hit) => {
        const highlights = {
          title: highlightRanges(hit.title, terms.words),
          snippet: highlightRanges(hit.snippet, terms.words),
        };
        const shown = { title: hit.title, snippet: hit.snippet, image: hit.image, highlights };
        return hit.kind === "template"
          ? { kind: "template", id: hit.id ?? 0, isPremium: !deps.isFree && hit.isPremium, ...shown }
          : { kind: "article", slug: hit.slug ?? "", link: hit.link, ...shown };
      });
      return {
        query: q,
        type,
        page: type === "all" ? 1 : page,
        totals: { templates: found.templates.total, articles: found.articles.total },
        results,
      };
    },
  };
}
