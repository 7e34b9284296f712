import { describe, expect, it } from "vitest";
import { publicPages, robotsTxt, sitemapXml } from "./site-map.ts";

describe("the sitemap and robots.txt", () => {
  it("lists home, the gallery, the nine landing pages and the content pages, with the site's origin", () => {
    const xml = sitemapXml("https://listful.app");
    expect(publicPages()).toHaveLength(15);
    expect(xml).toContain("<loc>https://listful.app/</loc>");
    expect(xml).toContain("<loc>https://listful.app/template-gallery</loc>");
    expect(xml).toContain("<loc>https://listful.app/weekly-to-do-list-template</loc>");
    expect(xml).toContain("<loc>https://listful.app/privacy-policy</loc>");
    expect(xml).not.toContain("dashboard");
  });

  it("keeps private pages out and points to the sitemap", () => {
    const robots = robotsTxt("https://listful.app");
    for (const path of ["/dashboard", "/profile", "/editor", "/check-off", "/view"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain("Sitemap: https://listful.app/sitemap.xml");
  });
});
