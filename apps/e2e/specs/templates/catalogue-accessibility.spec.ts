import { expect, test } from "@playwright/test";
import { seriousViolations, testPagesHaveNoSeriousViolations } from "../../support/accessibility.ts";
import { openPage } from "../../support/navigation.ts";

testPagesHaveNoSeriousViolations(
  ["/template-gallery", "/habit-tracker-template", "/cute-checklist-template"],
  [375, 1280],
);

test("the preview modal has no serious accessibility violations", async ({ page }) => {
  await openPage(page, "/template-gallery");
  await page.locator("main [data-template]").first().click();
  await expect(page.getByRole("dialog").getByRole("region", { name: /^Page 1 of/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
