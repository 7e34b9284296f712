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

/**
 * Search over the published templates and the blog's articles. `all` gives the best few of each kind (the
 * header's dropdown, the first tab); one kind gives a page of it.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  /** Which articles are the blog's now: its source's. */
  articleSource: "markdown" | "wordpress";
  /** In SPEC's free mode nothing is premium, so nothing is marked so. */
  isFree: boolean;
}) {
  return {
    async search({ q, type, page }: Request): Promise<SearchResponse> {
      const terms = readSearchTerms(q);
      const size = type === "all" ? SEARCH_GROUP_SIZE : SEARCH_PAGE_SIZE;
      const slice = { limit: size, offset: type === "all" ? 0 : (page - 1) * size };
      const none = { rows: [], total: 0 };
      const [templates, articles] = await Promise.all([
        type === "articles" ? none : deps.repository.templates(terms, slice),
        type === "templates" ? none : deps.repository.articles(terms, deps.articleSource, slice),
      ]);
      const mark = (title: string, snippet: string) => ({
        title: highlightRanges(title, terms.words),
        snippet: highlightRanges(snippet, terms.words),
      });
      const results: SearchResult[] = [
        ...templates.rows.map((row) => ({
          kind: "template" as const,
          id: row.id,
          title: row.title,
          snippet: row.description,
          image: row.image,
          isPremium: !deps.isFree && row.isPremium,
          highlights: mark(row.title, row.description),
        })),
        ...articles.rows.map((row) => ({
          kind: "article" as const,
          slug: row.slug,
          title: row.title,
          snippet: row.excerpt,
          image: row.image,
          link: row.link,
          highlights: mark(row.title, row.excerpt),
        })),
      ];
      return {
        query: q,
        type,
        page: type === "all" ? 1 : page,
        totals: { templates: templates.total, articles: articles.total },
        results,
      };
    },
  };
}
