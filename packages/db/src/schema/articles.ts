import { sql } from "drizzle-orm";
import { customType, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The blog's articles as search reads them: Listful's own Markdown articles (indexed at start) and posts
 * fetched from WordPress (indexed when fetched), keyed by their source and slug. `search` (title over excerpt
 * over body) finds them through its GIN index; `headline` (title over excerpt), small enough to read for every
 * hit, ranks them; the trigram index on the title gives typo tolerance.
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
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(to_tsvector('english', "body"), 'C')`,
      ),
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
    index("articles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("articles_published_idx").on(t.source, t.publishedAt),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
