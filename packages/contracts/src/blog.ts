import { z } from "zod";

/** The most posts one call returns. */
export const BLOG_PAGE_SIZE_MAX = 24;

/**
 * An article as lists show it, whichever source it came from. `link` is null for Listful's own articles
 * (served at /blog/{slug}) and the post's address for one read from WordPress.
 */
export const BlogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** ISO 8601 date of publication. */
  date: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  author: z.string().nullable(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostPageSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BlogPostPage = z.infer<typeof BlogPostPageSchema>;

export const BlogPostsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(9),
  /** Only the posts about this (a template type's slug, say: `habit-tracker`). */
  tag: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/, "A tag is lowercase letters, digits and hyphens.")
    .optional(),
});
export type BlogPostsQuery = z.input<typeof BlogPostsQuerySchema>;

export const BlogSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** One of Listful's own articles, its body already HTML rendered on the server from the repository's Markdown. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  html: z.string(),
  description: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
