import { and, articles, type Database, desc, eq, type SQL, sql, templates, unionAll } from "@listful/db";
import type { SearchTerms } from "./search-terms.ts";

export type SearchRepository = ReturnType<typeof createSearchRepository>;

type Page = { limit: number; offset: number };

/** What the prepared search statements are given: the query, its words, the page and the blog's source. */
type Values = {
  text: string;
  prefix: string;
  spelled: string;
  limit: number;
  offset: number;
  source?: string;
};

const text = sql.placeholder("text");
const prefix = sql.placeholder("prefix");
const spelled = sql.placeholder("spelled");

/**
 * The query with each word of three letters or more replaced by the known words most like it (`search_words`,
 * the words of titles, descriptions and excerpts, kept by the database; trigram similarity at least pg_trgm's
 * 0.3, the best three): "habbit trakcer" is read as `(habit | habits) & (tracker)`. Null when no word is like
 * any known word. Its words are letters only, so the tsquery text is safe to build. Computed once a statement.
 */
const respelled = sql`(select to_tsquery('english', string_agg(alternatives, ' & ')) from (
  select '(' || string_agg(best.word, ' | ') || ')' as alternatives
  from unnest(string_to_array(${spelled}, ' ')) as typed(word)
  cross join lateral (
    select known.word from search_words known where known.word % typed.word
    order by similarity(known.word, typed.word) desc, known.word limit 3
  ) best
  where length(typed.word) >= 3
  group by typed.word
) per_word)`;

/**
 * Two ways to match, tried in turn. First the words: full-text on the query as typed (websearch_to_tsquery
 * never fails on any input) or on its words as prefixes (what the dropdown sees while someone types), as one
 * tsquery so that one `@@` finds the hits, ranked on a small vector (`headline`) read only for the hits; where
 * titles are short and few, how alike the title is to the query counts too ("weekly to" puts "Weekly To-Do"
 * before "Weekly Gratitude Journal", though "to" is a stop word). Only when the words find nothing, the
 * spelling: the same full-text search on the query respelled with known words ("habbit", "calender"). Trying
 * the typos apart keeps the common case from looking up every word.
 */
function matchers(
  columns: { search: SQL; headline: SQL; title: SQL },
  { titleLikeness }: { titleLikeness: boolean },
) {
  const web = sql`websearch_to_tsquery('english', ${text})`;
  const prefixes = sql`(case when ${prefix} = '' then ''::tsquery else to_tsquery('english', ${prefix}) end)`;
  const similarity = sql`word_similarity(${spelled}, lower(${columns.title}))`;
  const words = sql`ts_rank(${columns.headline}, ${web}) * 2 + ts_rank(${columns.headline}, ${prefixes})`;
  const withLikeness = (rank: SQL) => (titleLikeness ? sql`(${rank} + ${similarity})` : sql`(${rank})`);
  return [
    {
      where: sql`${columns.search} @@ (${web} || ${prefixes})`,
      rank: sql<number>`${withLikeness(words)}`.mapWith(Number),
    },
    {
      where: sql`${columns.search} @@ ${respelled}`,
      rank: sql<number>`${withLikeness(sql`ts_rank(${columns.headline}, ${respelled})`)}`.mapWith(Number),
    },
  ];
}

const COUNT = sql<number>`count(*)`.mapWith(Number);
const TOTAL = sql<number>`count(*) over ()`.mapWith(Number);
const NO_TEXT = sql<string | null>`null::text`;

/** One result of either kind, in the one shape both kinds' statements give (so they can be one statement). */
export type SearchHit = {
  kind: "template" | "article";
  id: number | null;
  slug: string | null;
  title: string;
  snippet: string;
  image: string | null;
  isPremium: boolean;
  link: string | null;
  total: number;
};

type Found = { rows: SearchHit[]; total: number };

type Way = {
  page: { execute: (values: Values) => Promise<SearchHit[]> };
  count: { execute: (values: Values) => Promise<{ total: number }[]> };
};

/** A page of a way's rows, with how many it finds in all (a page past the end carries none: counted apart). */
async function pageOf(way: Way, values: Values): Promise<Found> {
  const rows = await way.page.execute(values);
  const total =
    rows[0]?.total ?? (values.offset === 0 ? 0 : ((await way.count.execute(values))[0]?.total ?? 0));
  return { rows, total };
}

/**
 * The first way that matches: one page of its best rows, with how many it finds in all. The spelling is
 * looked at only for a query with a word long enough to be misspelt.
 */
async function firstThatMatches(ways: readonly Way[], terms: SearchTerms, values: Values): Promise<Found> {
  for (const way of terms.mayBeMisspelt ? ways : ways.slice(0, 1)) {
    const found = await pageOf(way, values);
    if (found.total > 0) return found;
  }
  return { rows: [], total: 0 };
}

function valuesOf(terms: SearchTerms, page: Page): Values {
  return { text: terms.text, prefix: terms.prefixQuery, spelled: terms.words.join(" "), ...page };
}

export function createSearchRepository(db: Database) {
  // Prepared once per connection: the dropdown asks on every keystroke, so parsing and planning are saved.
  const templateQueries = matchers(
    { search: sql`${templates.search}`, headline: sql`${templates.search}`, title: sql`${templates.title}` },
    { titleLikeness: true },
  ).map((way) => {
    const where = and(eq(templates.isPublished, true), way.where);
    return {
      where,
      page: () =>
        db
          .select({
            kind: sql<SearchHit["kind"]>`'template'`,
            id: sql<number | null>`${templates.id}`,
            slug: NO_TEXT,
            title: templates.title,
            snippet: templates.description,
            image: templates.image,
            isPremium: templates.isPremium,
            link: NO_TEXT,
            total: TOTAL,
          })
          .from(templates)
          .where(where)
          .orderBy(desc(way.rank), templates.orderBy, templates.id)
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset")),
    };
  });

  // `search` (bodies included) finds the hits; `headline` ranks them. Only the current source's articles.
  const articleQueries = matchers(
    { search: sql`${articles.search}`, headline: sql`${articles.headline}`, title: sql`${articles.title}` },
    { titleLikeness: false },
  ).map((way) => {
    const where = and(eq(articles.source, sql.placeholder("source")), way.where);
    return {
      where,
      page: () =>
        db
          .select({
            kind: sql<SearchHit["kind"]>`'article'`,
            id: sql<number | null>`null::integer`,
            slug: sql<string | null>`${articles.slug}`,
            title: articles.title,
            snippet: articles.excerpt,
            image: articles.image,
            isPremium: sql<boolean>`false`,
            link: articles.link,
            total: TOTAL,
          })
          .from(articles)
          .where(where)
          .orderBy(desc(way.rank), desc(articles.publishedAt), articles.id)
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset")),
    };
  });

  const templateWays: Way[] = templateQueries.map((query, i) => ({
    page: query.page().prepare(`search_templates_${i}`),
    count: db
      .select({ total: COUNT })
      .from(templates)
      .where(query.where)
      .prepare(`search_templates_count_${i}`),
  }));
  const articleWays: Way[] = articleQueries.map((query, i) => ({
    page: query.page().prepare(`search_articles_${i}`),
    count: db
      .select({ total: COUNT })
      .from(articles)
      .where(query.where)
      .prepare(`search_articles_count_${i}`),
  }));
  // The dropdown's usual case, both kinds' words at once: one statement, one round trip, one connection.
  const [templateWords, articleWords] = [templateQueries[0], articleQueries[0]];
  if (!templateWords || !articleWords) throw new Error("Search has no way to match words.");
  const bothWords = unionAll(templateWords.page(), articleWords.page()).prepare("search_both_words");

  return {
    /** Published templates only (drafts are the admins'); one page of the best matches, with how many in all. */
    templates(terms: SearchTerms, page: Page) {
      return firstThatMatches(templateWays, terms, valuesOf(terms, page));
    },
    /** The current blog's articles (its source's), best first. */
    articles(terms: SearchTerms, source: "markdown" | "wordpress", page: Page) {
      return firstThatMatches(articleWays, terms, { ...valuesOf(terms, page), source });
    },
    /**
     * The first page of each kind, as the dropdown shows them: both kinds' words in one statement, then the
     * spelling only for a kind the words did not find.
     */
    async both(terms: SearchTerms, source: "markdown" | "wordpress", limit: number) {
      const values = { ...valuesOf(terms, { limit, offset: 0 }), source };
      const rows = await bothWords.execute(values);
      const ofKind = async (kind: SearchHit["kind"], ways: readonly Way[]): Promise<Found> => {
        const hits = rows.filter((row) => row.kind === kind);
        const spelling = ways[1];
        if (hits.length > 0 || !terms.mayBeMisspelt || !spelling)
          return { rows: hits, total: hits[0]?.total ?? 0 };
        return pageOf(spelling, values);
      };
      const [foundTemplates, foundArticles] = await Promise.all([
        ofKind("template", templateWays),
        ofKind("article", articleWays),
      ]);
      return { templates: foundTemplates, articles: foundArticles };
    },
  };
}
