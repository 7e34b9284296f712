import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../env.ts";
import type { ArticleIndex } from "../search/article-index.ts";
import type { BlogSource } from "./blog-source.ts";
import { loadMarkdownArticles } from "./markdown-articles.ts";
import { createMarkdownSource } from "./markdown-source.ts";
import { createWordPressSource } from "./wordpress-source.ts";

/**
 * The blog's one source: WordPress when BLOG_API_URL is set, else Listful's own articles, which are indexed
 * for search once the app is ready (WordPress's are indexed as they are fetched).
 */
export function createBlog(app: FastifyInstance, config: AppConfig["blog"], index: ArticleIndex): BlogSource {
  if (config.apiUrl) {
    return createWordPressSource({
      apiUrl: config.apiUrl,
      timeoutMs: config.timeoutMs,
      cacheMs: config.cacheMs,
      onFetched: (posts) => index.addWordPress(posts),
      log: app.log,
    });
  }
  const articles = loadMarkdownArticles();
  app.addHook("onReady", async () => {
    await index.replaceMarkdown(articles.map(({ post, text }) => ({ summary: post, text })));
  });
  return createMarkdownSource(articles);
}
