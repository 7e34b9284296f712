import {
  and,
  articles,
  type Database,
  desc,
  eq,
  notExists,
  type SQL,
  sql,
  templates,
  unionAll,
} from "@listful/db";
import type { SearchTerms } from "./search-terms.ts";

export type SearchRepository = ReturnType<typeof createSearchRepository>;

type Page = { limit: number; offset: number };

/** What the prepared search statements are given: the query, its words, the page and the blog's source. */
type Values = {
  text: string;
  prefix: string;
  joined: string;
  spelled: string;
  limit: number;
  offset: number;
  source?: string;
};

const text = sql.placeholder("text");
const prefix = sql.placeholder("prefix");
const joined = sql.placeholder("joined");
const spelled = sql.placeholder("spelled");

/**
 * A statement's parsed query, computed once in its `terms`: the query as typed (websearch_to_tsquery never
 * fails on any input), its words as prefixes (what the dropdown sees while someone types) or'ed with them
 * with two neighbours joined ("to do" as `todo:*`, as hyphenated words are also indexed), and the two as one
 * tsquery, so that one `@@` finds the hits.
 */
const web = sql`websearch_to_tsquery('english', ${text})`;
const asTsquery = (query: ReturnType<typeof sql.placeholder>) =>
  sql`(case when ${query} = '' then ''::tsquery else to_tsquery('english', ${query}) end)`;
const prefixes = sql`(${asTsquery(prefix)} || ${asTsquery(joined)})`;
const TERMS = sql`select ${web} as "web", ${prefixes} as "prefixes", ${web} || ${prefixes} as "either"`;

/**
 * The query with each word of three letters or more replaced by the known words most like it (`search_words`,
 * the words of titles, descriptions and excerpts, kept by the database; trigram similarity at least pg_trgm's
 * 0.3, the best three): "habbit trakcer" is read as `(habit | habits) & (tracker)`. Null when no word is like
 * any known word. Its words are letters only, so the tsquery text is safe to build.
 */
const respelling = sql`(select to_tsquery('english', string_agg(alternatives, ' & ')) from (
  select '(' || string_agg(best.word, ' | ') || ')' as alternatives
  from unnest(string_to_array(${spelled}, ' ')) as typed(word)
  cross join lateral (
    select known.word from search_words known where known.word % typed.word
    order by similarity(known.word, typed.word) desc, known.word limit 3
  ) best
  where length(typed.word) >= 3
  group by typed.word
) per_word)`;

/** The respelled query, looked up once per statement in the statement's `spelling` (read by where and rank). */
const respelled = sql`(select "query" from "spelling")`;

/**
 * The query reaches the statements' matching through these two only (`terms` and `spelling`, each computed at
 * most once a statement), never as constants the planner could fold into a plan of its own. So no plan
 * depends on what is typed, and PostgreSQL plans each statement once a connection (its generic plan) instead
 * of at every keystroke: with the dropdown's one statement, that planning was most of a keystroke's cost.
 */
const queryParts = (db: Database) => ({
  terms: db.$with("terms", { web: sql<string>`"web"` }).as(TERMS),
  spelling: db.$with("spelling", { query: sql<string>`"query"` }).as(sql`select ${respelling} as "query"`),
});

/** Where a statement's select starts: the database, or the database with a statement's named parts. */
type QueryBuilder = Pick<Database, "select">;

type Matcher = { where: SQL; rank: SQL<number> };

/**
 * Two ways to match, tried in turn. First the words: full-text on the query as typed or on its words as
 * prefixes, ranked on a small vector (`headline`) read only for the hits; where titles are short and few, how
 * alike the title is to the query counts too ("weekly to" puts "Weekly To-Do" before "Weekly Gratitude
 * Journal", though "to" is a stop word). Only when the words find nothing, the spelling: the same full-text
 * search on the query respelled with known words ("habbit", "calender"). Trying the typos apart keeps the
 * common case from looking up every word.
 */
function matchers(
  columns: { search: SQL; headline: SQL; title: SQL },
  { titleLikeness }: { titleLikeness: boolean },
): [words: Matcher, spelling: Matcher] {
  const web = sql`(select "web" from "terms")`;
  const prefixes = sql`(select "prefixes" from "terms")`;
  const either = sql`(select "either" from "terms")`;
  const similarity = sql`word_similarity(${spelled}, lower(${columns.title}))`;
  const words = sql`ts_rank(${columns.headline}, ${web}) * 2 + ts_rank(${columns.headline}, ${prefixes})`;
  const withLikeness = (rank: SQL) => (titleLikeness ? sql`(${rank} + ${similarity})` : sql`(${rank})`);
  return [
    {
      where: sql`${columns.search} @@ ${either}`,
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
  return {
    text: terms.text,
    prefix: terms.prefixQuery,
    joined: terms.joinedQuery,
    spelled: terms.words.join(" "),
    ...page,
  };
}

export function createSearchRepository(db: Database) {
  const { terms, spelling } = queryParts(db);

  /** A way's best templates, published ones only (drafts are the admins'). */
  const templateRows = (way: Matcher, qb: QueryBuilder = db) =>
    qb
      .select({
        kind: sql<SearchHit["kind"]>`'template'`.as("kind"),
        id: sql<number | null>`${templates.id}`.as("id"),
        slug: NO_TEXT.as("slug"),
        title: sql<string>`${templates.title}`.as("title"),
        snippet: sql<string>`${templates.description}`.as("snippet"),
        image: sql<string | null>`${templates.image}`.as("image"),
        isPremium: sql<boolean>`${templates.isPremium}`.as("is_premium"),
        link: NO_TEXT.as("link"),
        total: TOTAL.as("total"),
      })
      .from(templates)
      .where(and(eq(templates.isPublished, true), way.where))
      .orderBy(desc(way.rank), templates.orderBy, templates.id)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));

  /** A way's best articles of the current blog's source: `search` (bodies included) finds, `headline` ranks. */
  const articleRows = (way: Matcher, qb: QueryBuilder = db) =>
    qb
      .select({
        kind: sql<SearchHit["kind"]>`'article'`.as("kind"),
        id: sql<number | null>`null::integer`.as("id"),
        slug: sql<string | null>`${articles.slug}`.as("slug"),
        title: sql<string>`${articles.title}`.as("title"),
        snippet: sql<string>`${articles.excerpt}`.as("snippet"),
        image: sql<string | null>`${articles.image}`.as("image"),
        isPremium: sql<boolean>`false`.as("is_premium"),
        link: sql<string | null>`${articles.link}`.as("link"),
        total: TOTAL.as("total"),
      })
      .from(articles)
      .where(and(eq(articles.source, sql.placeholder("source")), way.where))
      .orderBy(desc(way.rank), desc(articles.publishedAt), articles.id)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));

  const templateMatchers = matchers(
    { search: sql`${templates.search}`, headline: sql`${templates.search}`, title: sql`${templates.title}` },
    { titleLikeness: true },
  );
  const articleMatchers = matchers(
    { search: sql`${articles.search}`, headline: sql`${articles.headline}`, title: sql`${articles.title}` },
    { titleLikeness: false },
  );

  // The results pages' statements, one per way and kind, prepared once per connection.
  const templateWays: Way[] = templateMatchers.map((way, i) => ({
    page: templateRows(way, db.with(spelling, terms)).prepare(`search_templates_${i}`),
    count: db
      .with(spelling, terms)
      .select({ total: COUNT })
      .from(templates)
      .where(and(eq(templates.isPublished, true), way.where))
      .prepare(`search_templates_count_${i}`),
  }));
  const articleWays: Way[] = articleMatchers.map((way, i) => ({
    page: articleRows(way, db.with(spelling, terms)).prepare(`search_articles_${i}`),
    count: db
      .with(spelling, terms)
      .select({ total: COUNT })
      .from(articles)
      .where(and(eq(articles.source, sql.placeholder("source")), way.where))
      .prepare(`search_articles_count_${i}`),
  }));

  // The dropdown, in one statement (one round trip, one connection): both kinds' words, and for a kind they
  // find nothing of, its spelling. That `not exists` is decided once, before a row is read, and the respelling
  // is looked up only when a spelling runs.
  const [templateWords, templateSpelling] = templateMatchers;
  const [articleWords, articleSpelling] = articleMatchers;
  const foundTemplates = db.$with("template_words").as(templateRows(templateWords));
  const foundArticles = db.$with("article_words").as(articleRows(articleWords));
  const respelledTemplates = db.$with("template_spelling").as(
    templateRows({
      ...templateSpelling,
      where: and(templateSpelling.where, notExists(db.select({ one: sql`1` }).from(foundTemplates))) as SQL,
    }),
  );
  const respelledArticles = db.$with("article_spelling").as(
    articleRows({
      ...articleSpelling,
      where: and(articleSpelling.where, notExists(db.select({ one: sql`1` }).from(foundArticles))) as SQL,
    }),
  );
  const dropdownHits = db
    .$with("dropdown_hits")
    .as(
      unionAll(
        db.select().from(foundTemplates),
        db.select().from(respelledTemplates),
        db.select().from(foundArticles),
        db.select().from(respelledArticles),
      ),
    );
  const dropdown = db
    .with(terms, spelling, foundTemplates, foundArticles, respelledTemplates, respelledArticles, dropdownHits)
    .select()
    .from(dropdownHits)
    .prepare("search_dropdown");

  return {
    /** Published templates only; one page of the best matches, with how many in all. */
    templates(terms: SearchTerms, page: Page) {
      return firstThatMatches(templateWays, terms, valuesOf(terms, page));
    },
    /** The current blog's articles (its source's), best first. */
    articles(terms: SearchTerms, source: "markdown" | "wordpress", page: Page) {
      return firstThatMatches(articleWays, terms, { ...valuesOf(terms, page), source });
    },
    /** The first page of each kind, as the dropdown shows them: the best of the first way that matches. */
    async both(terms: SearchTerms, source: "markdown" | "wordpress", limit: number) {
      const rows: SearchHit[] = await dropdown.execute({ ...valuesOf(terms, { limit, offset: 0 }), source });
      const ofKind = (kind: SearchHit["kind"]): Found => {
        const hits = rows.filter((row) => row.kind === kind);
        return { rows: hits, total: hits[0]?.total ?? 0 };
      };
      return { templates: ofKind("template"), articles: ofKind("article") };
    },
  };
}
