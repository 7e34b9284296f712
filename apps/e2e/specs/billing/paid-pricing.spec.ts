import { expect, type Page, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";
import { atWidth } from "../../support/widths.ts";

const WIDTHS = [1280, 375] as const;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/billing/${name}.png`, fullPage: true });

for (const width of WIDTHS) {
  test(
    `the billing period is a set of tabs: the arrow keys switch it and the plans are its panel (${width} px)`,
    atWidth(width, WIDTHS),
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, "/pricing");
      const periods = page.getByRole("tablist", { name: "Billing period" });
      const yearly = periods.getByRole("tab", { name: "yearly" });
      const monthly = periods.getByRole("tab", { name: "monthly" });
      await expect(yearly).toHaveAttribute("aria-selected", "true");
      const premium = page.getByRole("tabpanel", { name: "yearly" }).getByRole("region", { name: "Premium" });
      await expect(premium).toContainText("a year");
      await shot(page, `pricing-tabs-yearly-${width}`);

      // One tab stop: the selected tab; the arrows move the choice and the plans follow.
      await yearly.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(monthly).toBeFocused();
      await expect(monthly).toHaveAttribute("aria-selected", "true");
      await expect(yearly).toHaveAttribute("tabindex", "-1");
      const monthlyPlans = page.getByRole("tabpanel", { name: "monthly" });
      await expect(monthlyPlans.getByRole("region", { name: "Premium" })).toContainText("a month");
      await expect(page.getByRole("button", { name: "Get Premium monthly" })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name: "yearly" })).toBeHidden();
      await page.keyboard.press("End");
      await expect(yearly).toBeFocused();
      await expect(page.getByRole("button", { name: "Get Premium yearly" })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(monthly).toHaveAttribute("aria-selected", "true");
      await shot(page, `pricing-tabs-monthly-${width}`);
    },
  );
}
