import type { BlogPostPage } from "@listful/contracts";
import type { BlogSource, PostsRequest } from "./blog-source.ts";
import { pageOf } from "./blog-source.ts";
import { readWordPressPost, type WordPressPost, WordPressPostListSchema } from "./wordpress-posts.ts";

export type WordPressOptions = {
  /** The REST API's root, e.g. https://blog.example.com/wp-json */
  apiUrl: string;
  /** A page never waits longer than this for WordPress. */
  timeoutMs: number;
  /** How long an answer is reused; a failure is remembered for a tenth of it. */
  cacheMs: number;
  /** Hands the posts of every fresh answer to search's index. */
  onFetched?: (posts: readonly WordPressPost[]) => Promise<void>;
  log: { warn(object: object, message: string): void };
  now?: () => number;
};

/** How many recent posts are read to find those about one tag (WordPress filters by numeric term ids only). */
const TAGGED_WINDOW = 50;

type Fetched = { posts: WordPressPost[]; total: number; totalPages: number };
type CacheEntry = { expires: number; value: Promise<Fetched | null> };

const EMPTY_PAGE = (page: number): BlogPostPage => ({ posts: [], page, total: 0, totalPages: 0 });

/**
 * Posts from WordPress's REST API. Answers are cached; a slow or failing WordPress yields an empty page
 * after at most `timeoutMs` (the last good answer while it lasts), so no page waits on it or breaks.
 */
export function createWordPressSource(options: WordPressOptions): BlogSource {
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const base = options.apiUrl.replace(/\/+$/, "");

  async function fetchPage(page: number, perPage: number): Promise<Fetched | null> {
    const url = `${base}/wp/v2/posts?_embed=1&page=${page}&per_page=${perPage}&orderby=date&order=desc`;
    try {
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // WordPress answers 400 rest_post_invalid_page_number past the last page: simply no posts.
      if (response.status === 400 && page > 1) return { posts: [], total: 0, totalPages: 0 };
      if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
      const list = WordPressPostListSchema.parse(await response.json());
      const posts = list.flatMap((entry) => readWordPressPost(entry) ?? []);
      const total = Number(response.headers.get("x-wp-total") ?? posts.length) || posts.length;
      const totalPages = Number(response.headers.get("x-wp-totalpages") ?? 1) || 1;
      if (options.onFetched && posts.length > 0) {
        await options.onFetched(posts).catch((error: unknown) => {
          options.log.warn({ err: error }, "could not index the blog's posts for search");
        });
      }
      return { posts, total, totalPages };
    } catch (error) {
      options.log.warn({ err: error, url }, "the blog's WordPress did not answer");
      return null;
    }
  }

  function cached(page: number, perPage: number): Promise<Fetched | null> {
    const key = `${page}:${perPage}`;
    const entry = cache.get(key);
    if (entry && entry.expires > now()) return entry.value;
    const value = fetchPage(page, perPage).then((fetched) => {
      if (!fetched) {
        // Keep serving the last good answer, and ask again only after a short pause.
        const previous = entry?.value;
        cache.set(key, { expires: now() + options.cacheMs / 10, value: previous ?? Promise.resolve(null) });
        return previous ?? null;
      }
      return fetched;
    });
    cache.set(key, { expires: now() + options.cacheMs, value });
    return value;
  }

  return {
    kind: "wordpress",
    async listPosts({ page, perPage, tag }: PostsRequest) {
      if (tag) {
        const recent = await cached(1, TAGGED_WINDOW);
        const tagged = (recent?.posts ?? []).filter((post) => post.summary.tags.includes(tag));
        const { items, ...rest } = pageOf(tagged, page, perPage);
        return {
          posts: items.map((post) => post.summary),
          ...rest,
          totalPages: tagged.length ? rest.totalPages : 0,
        };
      }
      const fetched = await cached(page, perPage);
      if (!fetched) return EMPTY_PAGE(page);
      return {
        posts: fetched.posts.map((post) => post.summary),
        page,
        total: fetched.total,
        totalPages: fetched.totalPages,
      };
    },
    async findPost() {
      return null;
    },
  };
}
