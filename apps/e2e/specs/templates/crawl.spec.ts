import { type APIRequestContext, expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { BASE_URL } from "../../support/env.ts";

// Files, not pages: pictures, scripts, styles and what the API serves.
const NOT_PAGES = /^\/(assets|images|media|fonts|api)\/|\.(svg|png|webp|ico|css|js|xml|txt)$/;

/** Every in-app address an HTML page links to, without its fragment. */
function linksOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = (match[1] ?? "").replace(/&amp;/g, "&");
    const url = new URL(href, BASE_URL);
    if (url.origin !== new URL(BASE_URL).origin) continue;
    if (NOT_PAGES.test(url.pathname)) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

/**
 * Follows every in-app link from the home page (and the 404 page's own), page by page, as the visitor whose
 * cookies `request` carries; returns the addresses that answered 404 or worse, each with a page linking to it.
 */
async function crawl(request: APIRequestContext): Promise<{ visited: number; broken: string[] }> {
  const queue: { path: string; from: string }[] = [
    { path: "/", from: "start" },
    { path: "/no-such-page", from: "start" },
  ];
  const seen = new Set(queue.map((entry) => entry.path));
  const broken: string[] = [];
  while (queue.length > 0) {
    const { path, from } = queue.shift() as { path: string; from: string };
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400 && path !== "/no-such-page")
      broken.push(`${path} (${response.status()}) from ${from}`);
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const link of linksOf(await response.text())) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
  return { visited: seen.size, broken };
}

test("a guest following every link from the home page finds no missing page", async ({ request }) => {
  test.setTimeout(180_000);
  const { visited, broken } = await crawl(request);
  expect(broken).toEqual([]);
  expect(visited).toBeGreaterThan(60);
});

test("a signed-in user following every link from the home page finds no missing page", async ({
  context,
}) => {
  test.setTimeout(180_000);
  await signedInUser(context);
  const { visited, broken } = await crawl(context.request);
  expect(broken).toEqual([]);
  expect(visited).toBeGreaterThan(60);
});
