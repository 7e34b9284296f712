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

/** What the router asks the server for when a click in the app opens this address: its data, not its page. */
function dataAddressOf(path: string): string {
  const url = new URL(path, BASE_URL);
  const data = url.pathname === "/" ? "/_.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${data}${url.search}`;
}

/**
 * Follows every in-app link from the home page (and the 404 page's own), page by page, as the visitor whose
 * cookies `request` carries; returns the addresses that answered 404 or worse, each with a page linking to it.
 * Each page's data is asked for too, as a click inside the app asks for it.
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
    if (response.status() < 400) {
      const data = await request.get(dataAddressOf(path), { maxRedirects: 0 });
      if (data.status() >= 400) broken.push(`${dataAddressOf(path)} (${data.status()}) from ${from}`);
    }
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
