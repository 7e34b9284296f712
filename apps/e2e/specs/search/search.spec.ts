import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { openPage } from "../../support/navigation.ts";

/** The header's box at 1280 px; below that, the search button opens it in a bar. */
async function searchBox(page: Page, width: number) {
  if (width < 1280) await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search templates and articles" });
  await expect(box).toBeVisible();
  return box;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(({ page }) => page.setViewportSize({ width, height: 800 }));

    test("the header's dropdown finds templates and articles as you type, by keyboard", async ({ page }) => {
      await openPage(page, "/");
      const box = await searchBox(page, width);
      await box.focus();
      await page.keyboard.type("gratitud");
      const list = page.getByRole("listbox", { name: "Search results for gratitud" });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const templates = list.getByRole("group", { name: "Templates" });
      await expect(templates.getByRole("option").first()).toContainText("Gratitude Journal");
      await expect(list.getByRole("group", { name: "Articles" }).getByRole("option").first()).toBeVisible();
      await expect(list.locator("mark").first()).toHaveText("Gratitude");
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("640px");
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press("ArrowDown");
      const first = templates.getByRole("option").first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      const more = list.getByRole("option", { name: "Show all results" });
      await expect(more).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/search?q=gratitud");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “gratitud”");
    });

    test("a typo still finds its template, and Enter on it opens the editor", async ({ page }) => {
      await openPage(page, "/");
      const box = await searchBox(page, width);
      await box.fill("habbit");
      // The library holds several habit trackers: the first suggestion is one of them.
      const option = page.getByRole("option").first();
      await expect(option).toContainText("Habit Tracker");
      await box.press("ArrowDown");
      await expect(option).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/editor\?template=\d+/);
    });

    test("/search has tabs, marked words and a helpful empty state", async ({ page }) => {
      await openPage(page, "/search?q=weekly");
      const tabs = page.getByRole("navigation", { name: "Kinds of results" });
      await expect(tabs.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { name: "Templates", exact: true, level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Articles", exact: true, level: 2 })).toBeVisible();
      await expect(page.locator("main mark").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await tabs.getByRole("link", { name: /^Articles/ }).click();
      await expect(page).toHaveURL("/search?q=weekly&type=articles");
      await expect(page.getByRole("link", { name: /A weekly to-do list that works/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Templates", exact: true, level: 2 })).toHaveCount(0);

      await openPage(page, "/search?q=zzqxv");
      await expect(page.getByText("Nothing found for “zzqxv”")).toBeVisible();
      await expect(page.getByRole("link", { name: "Templates gallery" }).last()).toBeVisible();
      await openPage(page, `/search?q=${"x".repeat(300)}`);
      await expect(page.getByRole("alert")).toHaveText("Search for at most 200 characters.");
    });

    test("the blog lists the articles and an article links to its templates", async ({ page }) => {
      await openPage(page, "/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ideas for a more organised life");
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(8);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: /How to build a habit that lasts/ }).click();
      await expect(page).toHaveURL("/blog/how-to-build-a-habit-that-lasts");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How to build a habit that lasts/);
      await expect(page.locator("article a[href='/habit-tracker-template']").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const missing = await page.goto("/blog/no-such-article");
      expect(missing?.status()).toBe(404);
    });
  });
}

test("home shows the three most recent articles", async ({ page }) => {
  await openPage(page, "/");
  const section = page.getByRole("region", { name: "Ideas for a more organised life" });
  await expect(section.getByRole("listitem")).toHaveCount(3);
  await expect(section.getByRole("link").first()).toHaveAttribute("href", /^\/blog\//);
});
