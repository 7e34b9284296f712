import { and, articles, type Database, desc, eq, type SQL, sql, templates } from "@listful/db";
import type { SearchTerms } from "./search-terms.ts";

/** Below this trigram word similarity a title is not taken for a misspelling of the query. */
const TYPO_SIMILARITY = 0.5;

export type SearchRepository = ReturnType<typeof createSearchRepository>;

type Page = { limit: number; offset: number };

/** The query as typed (websearch_to_tsquery never fails on any input) and its words as prefixes. */
function queries(terms: SearchTerms) {
  return {
    web: sql`websearch_to_tsquery('english', ${terms.text})`,
    prefix: terms.prefixQuery ? sql`to_tsquery('english', ${terms.prefixQuery})` : sql`''::tsquery`,
  };
}

/**
 * How well a document matches: full-text rank on the query as typed, then on its words as prefixes (what the
 * dropdown sees while someone types), then the title's trigram similarity (typos). `headline` is a small
 * vector read for every hit; finding the hits is the caller's business (an index on a larger vector).
 */
function rankOf(headline: SQL, title: SQL, terms: SearchTerms) {
  const { web, prefix } = queries(terms);
  const similarity = sql`word_similarity(${terms.words.join(" ")}, lower(${title}))`;
  return {
    similarity,
    rank: sql<number>`(ts_rank(${headline}, ${web}) * 2 + ts_rank(${headline}, ${prefix}) + ${similarity})`.mapWith(
      Number,
    ),
  };
}

const COUNT = sql<number>`count(*)`.mapWith(Number);

/** A page's rows carry the total; a page past the end has none, so it is counted apart. */
async function withTotal<R extends { total: number }>(rows: R[], page: Page, count: () => Promise<number>) {
  if (rows[0] || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  return { rows, total: await count() };
}

export function createSearchRepository(db: Database) {
  return {
    /** Every template is published; one page of the best matches, with how many match in all. */
    async templates(terms: SearchTerms, page: Page) {
      const { web, prefix } = queries(terms);
      const { rank, similarity } = rankOf(sql`${templates.search}`, sql`${templates.title}`, terms);
      const where = sql`(${templates.search} @@ ${web} or ${templates.search} @@ ${prefix} or ${similarity} >= ${TYPO_SIMILARITY})`;
      const rows = await db
        .select({
          id: templates.id,
          title: templates.title,
          description: templates.description,
          image: templates.image,
          isPremium: templates.isPremium,
          rank,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(templates)
        .where(where)
        .orderBy(desc(rank), templates.orderBy, templates.id)
        .limit(page.limit)
        .offset(page.offset);
      return withTotal(rows, page, async () => {
        const [row] = await db.select({ total: COUNT }).from(templates).where(where);
        return row?.total ?? 0;
      });
    },
    /** The current blog's articles (its source's), best first. */
    async articles(terms: SearchTerms, source: "markdown" | "wordpress", page: Page) {
      const { web, prefix } = queries(terms);
      const { rank, similarity } = rankOf(sql`${articles.headline}`, sql`${articles.title}`, terms);
      // The full-text hits come from the GIN index on `search` (bodies included), so no body is read per query.
      const hits = sql`select ${articles.id} from ${articles} where ${articles.search} @@ ${web} or ${articles.search} @@ ${prefix}`;
      const filter = and(
        eq(articles.source, source),
        sql`(${articles.id} in (${hits}) or ${similarity} >= ${TYPO_SIMILARITY})`,
      );
      const rows = await db
        .select({
          slug: articles.slug,
          title: articles.title,
          excerpt: articles.excerpt,
          image: articles.image,
          link: articles.link,
          rank,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(articles)
        .where(filter)
        .orderBy(desc(rank), desc(articles.publishedAt), articles.id)
        .limit(page.limit)
        .offset(page.offset);
      return withTotal(rows, page, async () => {
        const [row] = await db.select({ total: COUNT }).from(articles).where(filter);
        return row?.total ?? 0;
      });
    },
  };
}
