import { sql } from "drizzle-orm";
import { customType, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The blog's articles as search reads them: Listful's own Markdown articles (indexed at start) and posts
 * fetched from WordPress (indexed when fetched), keyed by their source and slug. `search` (the words of title,
 * excerpt and body, stripped of positions and weights: it only decides what matches, so a query that reads it
 * row by row reads a third of what a full vector would hold) finds them, through its GIN index when few match;
 * `headline` (title over excerpt), small enough to read for every hit, ranks them. Typos are read against
 * `search_words` (migration 0013), a materialized view of the words of titles and excerpts kept by triggers.
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
      .generatedAlwaysAs(sql`strip(to_tsvector('english', "title" || ' ' || "excerpt" || ' ' || "body"))`),
    headline: tsvector("headline")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B')`,
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
