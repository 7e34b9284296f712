import { expect, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

const TYPES = [
  ["habit-tracker", "Free printable habit tracker templates", 7],
  ["monthly-calendar", "Free printable monthly calendar templates", 7],
  ["weekly-to-do-list", "Free printable weekly to-do list templates", 7],
] as const;

for (const width of [1280, 375]) {
  for (const [type, title, designs] of TYPES) {
    test(`/${type}-template at ${width} px: hero, designs, steps, questions and related types`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `/${type}-template`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: "Use this template" })).toHaveAttribute(
        "href",
        /^\/editor\?template=\d+$/,
      );
      await expect(page.locator("#designs [data-template]")).toHaveCount(designs);
      await expect(page.getByRole("heading", { name: /^How to use/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Why it helps" })).toBeVisible();
      const question = page.getByText("Is it free?");
      await question.click();
      await expect(page.getByText("An account is only needed to save")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Related templates" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "People who get things done" })).toBeVisible();
      // The blog's posts about this type, and only those.
      const posts = page.getByRole("region", { name: /^Reading about / }).getByRole("listitem");
      await expect(posts.first()).toBeVisible();
      for (const href of await posts
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        const article = await (await page.request.get(`/api/blog/posts/${href?.split("/").pop()}`)).json();
        expect(article.tags, href ?? "").toContain(type);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}

test("each landing page has its own title, description, canonical address, social card and FAQ data", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const type of [
    "30-day-challenge",
    "cute-checklist",
    "daily-checklist",
    "gratitude-journal",
    "habit-tracker",
    "monthly-calendar",
    "mood-tracker",
    "self-care-checklist",
    "weekly-to-do-list",
  ]) {
    const response = await request.get(`/${type}-template`);
    expect(response.status(), type).toBe(200);
    const html = await response.text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/${type}-template"`));
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(ld)).toMatchObject({ "@type": "FAQPage" });
  }
  expect(titles.size).toBe(9);
});

test("a landing page's social card shows its best design's page one, once the server has drawn it", async ({
  request,
}) => {
  // A fresh database's thumbnails are drawn by Chromium just after start.
  await expect
    .poll(
      async () =>
        (await (await request.get("/habit-tracker-template")).text()).match(
          /og:image" content="([^"]+)"/,
        )?.[1],
      {
        timeout: 90_000,
      },
    )
    .toMatch(/^https?:\/\/[^"]+\.webp/);
  const html = await (await request.get("/habit-tracker-template")).text();
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const image = /og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/webp");
});

test("the gallery lists its templates and home names the organisation as structured data", async ({
  request,
}) => {
  const gallery = await (await request.get("/template-gallery")).text();
  const list = JSON.parse(
    /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(gallery)?.[1] ?? "{}",
  );
  expect(list["@type"]).toBe("ItemList");
  expect(list.itemListElement.length).toBeGreaterThanOrEqual(63);
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/"@type":"Organization"/);
});

test("the sitemap lists the public pages and robots.txt keeps the private ones out", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml.match(/<loc>/g)).toHaveLength(15);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/mood-tracker-template<\/loc>/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  for (const path of ["/dashboard", "/profile", "/editor", "/check-off", "/view"]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
});
