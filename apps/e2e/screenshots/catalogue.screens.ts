import { expect, type Page, test } from "@playwright/test";
import { openPage } from "../support/navigation.ts";

// Pictures of the template gallery, its preview modal and three landing pages for a person to look at, not
// assertions: `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/catalogue-${name}-${width}.png`, fullPage });
}

/** Waits until every card shows its picture (a fresh server draws them just after start). */
async function waitForPictures(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        await openPage(page, path);
        return page.locator("main [data-template]:not(:has(img))").count();
      },
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(0);
}

for (const width of [1280, 375]) {
  test(`the gallery, its preview and three landing pages at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    await waitForPictures(page, "/template-gallery");
    await shot(page, "gallery", width);
    await openPage(page, "/template-gallery?type=habit-tracker");
    await shot(page, "gallery-habit-tracker", width, false);
    await page.locator("main [data-template]").first().click();
    await expect(page.getByRole("dialog").getByRole("region", { name: /^Page 1 of/ })).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, "preview", width, false);
    for (const type of ["habit-tracker", "monthly-calendar", "cute-checklist"]) {
      await openPage(page, `/${type}-template`);
      await shot(page, `landing-${type}`, width);
    }
  });
}
