import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BlogPost } from "@listful/contracts";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { renderMarkdown } from "./markdown.ts";
import { htmlToText } from "./plain-text.ts";

/** Where Listful's own articles live: one Markdown file per article, named by its slug. */
export const ARTICLES_DIR = fileURLToPath(new URL("./articles/", import.meta.url));

const FrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string().startsWith("/").optional(),
  author: z.string().min(1).default("The Listful team"),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
});

/** An article ready to serve and to index: the post, and its body as plain text for search. */
export type MarkdownArticle = { post: BlogPost; text: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseArticle(slug: string, source: string): MarkdownArticle {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`The article ${slug} has no front matter.`);
  const meta = FrontMatterSchema.parse(parseYaml(match[1] ?? ""));
  const html = renderMarkdown(source.slice(match[0].length));
  return {
    post: {
      slug,
      title: meta.title,
      excerpt: meta.description,
      description: meta.description,
      date: new Date(`${meta.date}T00:00:00Z`).toISOString(),
      link: null,
      image: meta.image ?? null,
      author: meta.author,
      tags: meta.tags,
      html,
    },
    text: htmlToText(html),
  };
}

/** Every article in the folder, newest first. A malformed one stops the start, naming its file. */
export function loadMarkdownArticles(dir = ARTICLES_DIR): MarkdownArticle[] {
  const files = readdirSync(dir).filter((name) => name.endsWith(".md"));
  return files
    .map((name) => {
      const slug = name.slice(0, -".md".length);
      try {
        return parseArticle(slug, readFileSync(path.join(dir, name), "utf8"));
      } catch (error) {
        throw new Error(`Could not read the article ${name}: ${(error as Error).message}`, { cause: error });
      }
    })
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.post.slug.localeCompare(b.post.slug));
}
