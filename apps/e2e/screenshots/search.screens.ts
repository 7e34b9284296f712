import { type Page, test } from "@playwright/test";
import { openPage } from "../support/navigation.ts";

// Pictures of the blog, an article, the search page and the header's dropdown for a person to look at, not
// assertions: `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/search-${name}-${width}.png`, fullPage });
}

for (const width of [375, 1280]) {
  test(`the blog and search at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, "/");
    if (width < 1280) await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox", { name: "Search templates and articles" }).fill("habit");
    await page.getByRole("listbox").waitFor();
    await page.keyboard.press("ArrowDown");
    await shot(page, "dropdown", width);
    await openPage(page, "/");
    await page.getByRole("region", { name: "Ideas for a more organised life" }).scrollIntoViewIfNeeded();
    await shot(page, "home-posts", width);
    await openPage(page, "/blog");
    await shot(page, "blog", width, true);
    await openPage(page, "/blog/printing-tips-for-a4-and-letter");
    await shot(page, "article", width, true);
    await openPage(page, "/search?q=weekly");
    await shot(page, "results", width, true);
    await openPage(page, "/search?q=zzqxv");
    await shot(page, "empty", width);
  });
}
