import {
  and,
  articles,
  type Database,
  desc,
  eq,
  type SQL,
  sql,
  templateCategories,
  templates,
} from "@listful/db";
import type { SearchTerms } from "./search-terms.ts";

/** Below this trigram word similarity a title is not taken for a misspelling of the query. */
const TYPO_SIMILARITY = 0.5;

export type SearchRepository = ReturnType<typeof createSearchRepository>;

type Page = { limit: number; offset: number };

/**
 * How well a document matches: full-text rank on the query as typed, then on its words as prefixes (what
 * the dropdown sees while someone types), then the title's trigram similarity (typos). A document matches
 * by any of the three.
 */
function matching(document: SQL, title: SQL, terms: SearchTerms) {
  const web = sql`websearch_to_tsquery('english', ${terms.text})`;
  const prefix = terms.prefixQuery ? sql`to_tsquery('english', ${terms.prefixQuery})` : sql`''::tsquery`;
  const words = terms.words.join(" ");
  const similarity = sql`word_similarity(${words}, lower(${title}))`;
  return {
    where: sql`(${document} @@ ${web} or ${document} @@ ${prefix} or ${similarity} >= ${TYPO_SIMILARITY})`,
    rank: sql<number>`(ts_rank(${document}, ${web}) * 2 + ts_rank(${document}, ${prefix}) + ${similarity})`.mapWith(
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
  const templateDocument = sql`(setweight(to_tsvector('english', ${templates.title}), 'A') || setweight(to_tsvector('english', ${templates.description}), 'B') || setweight(to_tsvector('english', coalesce(${templateCategories.title}, '')), 'C'))`;
  return {
    /** Every template is published; one page of the best matches, with how many match in all. */
    async templates(terms: SearchTerms, page: Page) {
      const { where, rank } = matching(templateDocument, sql`${templates.title}`, terms);
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
        .leftJoin(templateCategories, eq(templates.categoryId, templateCategories.id))
        .where(where)
        .orderBy(desc(rank), templates.orderBy, templates.id)
        .limit(page.limit)
        .offset(page.offset);
      return withTotal(rows, page, async () => {
        const [row] = await db
          .select({ total: COUNT })
          .from(templates)
          .leftJoin(templateCategories, eq(templates.categoryId, templateCategories.id))
          .where(where);
        return row?.total ?? 0;
      });
    },
    /** The current blog's articles (its source's), best first. */
    async articles(terms: SearchTerms, source: "markdown" | "wordpress", page: Page) {
      const { where, rank } = matching(sql`${articles.search}`, sql`${articles.title}`, terms);
      const filter = and(eq(articles.source, source), where);
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
