import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { atWidth } from "../../support/widths.ts";

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test(
    `the collection, view and check-off pages at ${width} px have no serious accessibility violations`,
    atWidth(width, WIDTHS),
    async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await signedInUser(context);
      await openPage(page, "/dashboard");
      expect(await seriousViolations(page), "empty collection").toEqual([]);

      const habits = await saveChecklist(context.request, "Habits", "habit-tracker");
      await saveChecklist(context.request, "Today");
      await openPage(page, "/dashboard");
      expect(await seriousViolations(page), "dashboard").toEqual([]);
      await page.getByRole("button", { name: "Actions for Habits" }).click();
      expect(await seriousViolations(page), "card menu").toEqual([]);
      await page.getByRole("button", { name: "Share", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page), "share modal").toEqual([]);

      await openPage(page, "/dashboard?tab=bookmarks");
      expect(await seriousViolations(page), "bookmarks").toEqual([]);

      await openPage(page, `/view?id=${habits.id}`);
      expect(await seriousViolations(page), "view").toEqual([]);
      await shareChecklist(context.request, habits.id);
      await openPage(page, `/view?id=${habits.id}&embed=1`);
      expect(await seriousViolations(page), "embed").toEqual([]);

      await openPage(page, `/check-off?id=${habits.id}`);
      expect(await seriousViolations(page), "check-off").toEqual([]);
    },
  );
}

test("the template picker has no serious accessibility violations", async ({ page, context }) => {
  await signedInUser(context);
  await openPage(page, "/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "New checklist" }).click();
  const picker = page.getByRole("dialog", { name: "Start a new checklist" });
  await expect(picker.locator("[data-template]").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
