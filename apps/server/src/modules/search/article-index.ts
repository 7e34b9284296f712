import type { BlogPostSummary } from "@listful/contracts";
import { and, articles, type Database, eq, type NewArticleRow, notInArray, sql } from "@listful/db";

export type ArticleIndex = ReturnType<typeof createArticleIndex>;

type Indexed = { summary: BlogPostSummary; text: string };

function toRow(source: "markdown" | "wordpress", { summary, text }: Indexed): NewArticleRow {
  return {
    source,
    slug: summary.slug,
    title: summary.title,
    excerpt: summary.excerpt,
    body: text,
    link: summary.link,
    image: summary.image,
    tags: summary.tags,
    publishedAt: new Date(summary.date),
  };
}

/** The articles search reads, kept in step with the blog: Listful's own at start, WordPress's as fetched. */
export function createArticleIndex(db: Database) {
  async function upsert(rows: NewArticleRow[]) {
    if (rows.length === 0) return;
    await db
      .insert(articles)
      .values(rows)
      .onConflictDoUpdate({
        target: [articles.source, articles.slug],
        set: {
          title: sql`excluded.title`,
          excerpt: sql`excluded.excerpt`,
          body: sql`excluded.body`,
          link: sql`excluded.link`,
          image: sql`excluded.image`,
          tags: sql`excluded.tags`,
          publishedAt: sql`excluded.published_at`,
          updatedAt: sql`now()`,
        },
      });
  }
  return {
    /** Makes the index hold exactly these of Listful's own articles. */
    async replaceMarkdown(list: readonly Indexed[]) {
      const slugs = list.map((item) => item.summary.slug);
      await db
        .delete(articles)
        .where(
          and(eq(articles.source, "markdown"), slugs.length ? notInArray(articles.slug, slugs) : undefined),
        );
      await upsert(list.map((item) => toRow("markdown", item)));
    },
    async addWordPress(list: readonly Indexed[]) {
      await upsert(list.map((item) => toRow("wordpress", item)));
    },
  };
}
