import type { BlogPostSummary } from "@listful/contracts";
import { z } from "zod";
import { htmlToText } from "./plain-text.ts";

const Rendered = z.object({ rendered: z.string() });

/** The parts of a post of WordPress's REST API (wp/v2/posts with _embed) the blog reads; the rest is ignored. */
const WordPressPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  link: z.url(),
  date_gmt: z.string().optional(),
  date: z.string(),
  title: Rendered,
  excerpt: Rendered,
  content: Rendered.optional(),
  _embedded: z
    .object({
      author: z.array(z.object({ name: z.string().optional() }).loose()).optional(),
      "wp:featuredmedia": z
        .array(z.object({ source_url: z.string().optional(), alt_text: z.string().optional() }).loose())
        .optional(),
      "wp:term": z.array(z.array(z.object({ slug: z.string().optional() }).loose())).optional(),
    })
    .loose()
    .optional(),
});

export const WordPressPostListSchema = z.array(z.unknown());

/** A WordPress post as the blog shows it, with its body as text for search. */
export type WordPressPost = { summary: BlogPostSummary; text: string };

function isoDate(post: z.infer<typeof WordPressPostSchema>): string {
  // date_gmt has no zone suffix but is UTC; date is the site's local time, a fallback only.
  const raw = post.date_gmt ?? post.date;
  const parsed = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

function httpsOrNull(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Reads one post; null for an entry that is not a post as WordPress describes it (it is skipped, not fatal). */
export function readWordPressPost(value: unknown): WordPressPost | null {
  const parsed = WordPressPostSchema.safeParse(value);
  if (!parsed.success) return null;
  const post = parsed.data;
  const embedded = post._embedded;
  const terms = (embedded?.["wp:term"] ?? []).flat().flatMap((term) => (term.slug ? [term.slug] : []));
  return {
    summary: {
      slug: post.slug,
      title: htmlToText(post.title.rendered),
      excerpt: htmlToText(post.excerpt.rendered),
      date: isoDate(post),
      link: post.link,
      image: httpsOrNull(embedded?.["wp:featuredmedia"]?.[0]?.source_url),
      author: embedded?.author?.[0]?.name ?? null,
      tags: [...new Set(terms)],
    },
    text: htmlToText(post.content?.rendered ?? ""),
  };
}
