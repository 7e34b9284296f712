import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A post as WordPress's REST API returns it from wp/v2/posts?_embed, trimmed to the fields it always has. */
export function wordPressPost(n: number, extra: { tags?: string[]; title?: string; content?: string } = {}) {
  const day = String(28 - (n % 28)).padStart(2, "0");
  return {
    id: n,
    date: `2026-02-${day}T09:00:00`,
    date_gmt: `2026-02-${day}T08:00:00`,
    slug: `post-${n}`,
    status: "publish",
    link: `https://blog.example.test/post-${n}/`,
    title: { rendered: extra.title ?? `Post number ${n} &#8211; tips &amp; tricks` },
    excerpt: {
      rendered: `<p>Excerpt of post ${n}&hellip; <script>alert(1)</script></p>\n`,
      protected: false,
    },
    content: { rendered: extra.content ?? `<p>The body of post ${n}.</p>`, protected: false },
    author: 1,
    featured_media: 10 + n,
    _embedded: {
      author: [{ id: 1, name: "Ada Writer", link: "https://blog.example.test/author/ada/" }],
      "wp:featuredmedia": [
        { id: 10 + n, source_url: `https://blog.example.test/wp-content/uploads/${n}.jpg`, alt_text: "" },
      ],
      "wp:term": [
        [{ id: 1, taxonomy: "category", slug: "planning", name: "Planning" }],
        (extra.tags ?? []).map((slug, i) => ({ id: 100 + i, taxonomy: "post_tag", slug, name: slug })),
      ],
    },
  };
}

export type StandInBehaviour = "ok" | "error" | "slow" | "garbage";

/**
 * WordPress's REST posts endpoint on 127.0.0.1: paging with per_page and page, X-WP-Total and
 * X-WP-TotalPages, 400 rest_post_invalid_page_number past the end, and switchable failures.
 */
export async function startWordPressStandIn(posts: ReturnType<typeof wordPressPost>[]) {
  const state = { behaviour: "ok" as StandInBehaviour, requests: [] as URL[], slowMs: 3_000 };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    state.requests.push(url);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname !== "/wp-json/wp/v2/posts") return send(404, { code: "rest_no_route" });
    if (state.behaviour === "error") return send(500, { code: "internal_server_error", message: "Boom" });
    if (state.behaviour === "garbage") return send(200, "<html>Maintenance</html>");
    const perPage = Number(url.searchParams.get("per_page") ?? 10);
    const page = Number(url.searchParams.get("page") ?? 1);
    const totalPages = Math.ceil(posts.length / perPage);
    if (page > totalPages) {
      return send(400, {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
      });
    }
    const answer = () =>
      send(200, posts.slice((page - 1) * perPage, page * perPage), {
        "x-wp-total": String(posts.length),
        "x-wp-totalpages": String(totalPages),
      });
    if (state.behaviour === "slow") setTimeout(answer, state.slowMs).unref();
    else answer();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/wp-json`,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
