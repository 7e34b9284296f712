import { type SQL, sql } from "drizzle-orm";
import { customType, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words a hyphen joins, written as one word, and only those (so ranks stay as they were): "To-Do" as
 * `todo`, "Self-Care" as `selfcar`, "30-Day" as `30day`. The parser indexes a hyphenated word whole and by its
 * parts, which a query writing it as one word ("todo") never matches; and when its parts are stop words, a
 * query writing it apart ("to do") matches only through this joined form, as search joins a query's
 * neighbouring words too.
 */
export function joinedCompounds(text: SQL): SQL {
  return sql`ts_delete(to_tsvector('english', replace(${text}, '-', '')), tsvector_to_array(to_tsvector('english', ${text})))`;
}

const ARTICLE_TEXT = sql`"title" || ' ' || "excerpt" || ' ' || "body"`;

/**
 * The blog's articles as search reads them: Listful's own Markdown articles (indexed at start) and posts
 * fetched from WordPress (indexed when fetched), keyed by their source and slug. `search` (the words of title,
 * excerpt and body, stripped of positions and weights: it only decides what matches, so a query that reads it
 * row by row reads a third of what a full vector would hold) finds them, through its GIN index when few match;
 * `headline` (title over excerpt), small enough to read for every hit, ranks them; both add hyphenated words
 * joined (`joinedCompounds`). Typos are read against `search_words` (migration 0013), a materialized view of
 * the words of titles and excerpts kept by triggers.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    source: text("source", { enum: ["markdown", "wordpress"] }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Plain text of the whole article, no markup. */
    body: text("body").notNull().default(""),
    /** The post's own address for WordPress; null for Listful's articles (at /blog/{slug}). */
    link: text("link"),
    image: text("image"),
    tags: text("tags").array().notNull().default(sql`ARRAY[]::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`strip(to_tsvector('english', ${ARTICLE_TEXT}) || ${joinedCompounds(ARTICLE_TEXT)})`,
      ),
    headline: tsvector("headline")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(${joinedCompounds(sql`"title"`)}, 'A') || setweight(${joinedCompounds(sql`"excerpt"`)}, 'B')`,
      ),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("articles_source_slug_key").on(t.source, t.slug),
    index("articles_search_idx").using("gin", t.search),
    index("articles_published_idx").on(t.source, t.publishedAt),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
