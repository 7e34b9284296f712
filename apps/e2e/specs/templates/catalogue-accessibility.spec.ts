import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { openPage } from "../../support/navigation.ts";

for (const path of ["/template-gallery", "/habit-tracker-template", "/cute-checklist-template"]) {
  for (const width of [1280, 375]) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the preview modal has no serious accessibility violations", async ({ page }) => {
  await openPage(page, "/template-gallery");
  await page.locator("main [data-template]").first().click();
  await expect(page.getByRole("dialog").getByRole("region", { name: /^Page 1 of/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
