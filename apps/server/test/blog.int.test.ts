import { articles, eq } from "@listful/db";
import { startWordPressStandIn, wordPressPost } from "@listful/stand-ins/wordpress";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, exchange, failure, type TestApp } from "./helpers.ts";

describe(`the blog from Listful's own articles (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const guest = () => apiClient(t.app);

  it("lists the articles newest first, with paging", async () => {
    const first = await guest().request("GET /api/blog/posts", { query: { perPage: 3 } });
    expect(first.total).toBeGreaterThanOrEqual(8);
    expect(first.posts).toHaveLength(3);
    expect(first.totalPages).toBe(Math.ceil(first.total / 3));
    const dates = first.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.posts[0]).toMatchObject({ link: null, author: "The Listful team" });
    const second = await guest().request("GET /api/blog/posts", { query: { perPage: 3, page: 2 } });
    expect(second.posts.map((p) => p.slug)).not.toContain(first.posts[0]?.slug);
  });

  it("lists the posts about one template type", async () => {
    const page = await guest().request("GET /api/blog/posts", { query: { tag: "gratitude-journal" } });
    expect(page.posts.length).toBeGreaterThan(0);
    for (const post of page.posts) expect(post.tags).toContain("gratitude-journal");
    const none = await guest().request("GET /api/blog/posts", { query: { tag: "no-such-tag" } });
    expect(none).toMatchObject({ posts: [], total: 0 });
  });

  it("serves an article as HTML that links to its templates", async () => {
    const post = await guest().request("GET /api/blog/posts/:slug", {
      params: { slug: "how-to-build-a-habit-that-lasts" },
    });
    expect(post.title).toMatch(/habit/i);
    expect(post.html).toContain('<a href="/habit-tracker-template">');
    expect(post.html).toContain("<h2");
  });

  it("answers 404 for an unknown article and 400 for a bad query", async () => {
    const missing = await failure(guest().request("GET /api/blog/posts/:slug", { params: { slug: "nope" } }));
    expect(missing.status).toBe(404);
    const refused = await failure(guest().request("GET /api/blog/posts", { query: { perPage: 1000 } }));
    expect(refused.status).toBe(400);
  });

  it("indexes every article for search when the app starts", async () => {
    const rows = await t.database.db.select().from(articles).where(eq(articles.source, "markdown"));
    const listed = await guest().request("GET /api/blog/posts", { query: { perPage: 24 } });
    expect(rows.map((r) => r.slug).sort()).toEqual(listed.posts.map((p) => p.slug).sort());
    expect(rows.find((r) => r.slug === "how-to-build-a-habit-that-lasts")?.body).toContain(
      "never miss twice",
    );
  });
});

describe(`the blog from WordPress (${dbKind})`, () => {
  const posts = Array.from({ length: 12 }, (_, i) =>
    wordPressPost(
      i + 1,
      i % 4 === 0 ? { tags: ["habit-tracker"], content: "<p>Streaks &amp; habits</p>" } : {},
    ),
  );
  let wp: Awaited<ReturnType<typeof startWordPressStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    wp = await startWordPressStandIn(posts);
    t = await createTestApp({ env: { BLOG_API_URL: wp.apiUrl, BLOG_API_TIMEOUT_MS: "300" } });
  });
  afterAll(async () => {
    await t.close();
    await wp.close();
  });
  const guest = () => apiClient(t.app);

  it("reads posts with their embedded author and image, paging by WordPress's headers", async () => {
    const page = await guest().request("GET /api/blog/posts", { query: { perPage: 5, page: 2 } });
    expect(page).toMatchObject({ page: 2, total: 12, totalPages: 3 });
    expect(page.posts).toHaveLength(5);
    expect(page.posts[0]).toEqual({
      slug: "post-6",
      title: "Post number 6 – tips & tricks",
      excerpt: "Excerpt of post 6…",
      date: "2026-02-22T08:00:00.000Z",
      link: "https://blog.example.test/post-6/",
      image: "https://blog.example.test/wp-content/uploads/6.jpg",
      author: "Ada Writer",
      tags: ["planning"],
    });
    const asked = wp.state.requests.at(-1);
    expect(asked?.searchParams.get("_embed")).not.toBeNull();
    expect(asked?.searchParams.get("per_page")).toBe("5");
    expect(asked?.searchParams.get("page")).toBe("2");
  });

  it("answers an empty page past the last one", async () => {
    const page = await guest().request("GET /api/blog/posts", { query: { perPage: 5, page: 9 } });
    expect(page.posts).toEqual([]);
  });

  it("finds the posts about a tag and indexes fetched posts for search", async () => {
    const page = await guest().request("GET /api/blog/posts", { query: { tag: "habit-tracker" } });
    expect(page.posts.map((p) => p.slug)).toEqual(["post-1", "post-5", "post-9"]);
    const rows = await t.database.db.select().from(articles).where(eq(articles.source, "wordpress"));
    expect(rows.length).toBe(12);
    expect(rows.find((r) => r.slug === "post-1")?.body).toBe("Streaks & habits");
  });

  it("has no article pages of its own", async () => {
    const missing = await failure(
      guest().request("GET /api/blog/posts/:slug", { params: { slug: "post-1" } }),
    );
    expect(missing.status).toBe(404);
  });

  it("keeps serving the last good answer when WordPress fails, and an empty page when it never answered", async () => {
    wp.state.behaviour = "error";
    const cachedPage = await guest().request("GET /api/blog/posts", { query: { perPage: 5, page: 2 } });
    expect(cachedPage.posts).toHaveLength(5);
    const fresh = await exchange(guest(), "GET /api/blog/posts", { query: { perPage: 7 } });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ posts: [], total: 0 });
    wp.state.behaviour = "garbage";
    const garbage = await guest().request("GET /api/blog/posts", { query: { perPage: 8 } });
    expect(garbage.posts).toEqual([]);
  });

  it("gives up on a slow WordPress within its timeout", async () => {
    wp.state.behaviour = "slow";
    // The stand-in would answer with posts, later than the timeout: an empty page means the app gave up.
    const page = await guest().request("GET /api/blog/posts", { query: { perPage: 11 } });
    expect(page.posts).toEqual([]);
  });
});
