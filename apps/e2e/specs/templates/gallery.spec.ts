import { execFileSync } from "node:child_process";
import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

const cards = (page: Page) => page.locator("main [data-template]");

/** Resolves with the next template stats event the page sends. */
function statsEvent(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith("/template/stats") && request.method() === "POST",
  );
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("the gallery filters by type and sorts, keeping both in its address", async ({ page }) => {
      await openPage(page, "/template-gallery");
      await expect(page.getByRole("heading", { level: 1, name: "Template gallery" })).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThanOrEqual(63);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const types = page.getByRole("navigation", { name: "Template types" });
      await types.getByRole("link", { name: "Monthly Calendar" }).click();
      await expect(page).toHaveURL("/template-gallery?type=monthly-calendar");
      await expect(page.getByRole("heading", { level: 1, name: "Monthly Calendar templates" })).toBeVisible();
      await expect(cards(page)).toHaveCount(7);
      await expect(cards(page).filter({ hasText: "Sunday First" })).toHaveCount(1);
      await expect(types.getByRole("link", { name: "Monthly Calendar" })).toHaveAttribute(
        "aria-current",
        "true",
      );

      const sorts = page.getByRole("navigation", { name: "Sort templates" });
      const popularFirst = await cards(page).first().getAttribute("data-template");
      await sorts.getByRole("link", { name: "Newest" }).click();
      await expect(page).toHaveURL("/template-gallery?type=monthly-calendar&sort=newest");
      await expect(cards(page).first()).not.toHaveAttribute("data-template", popularFirst ?? "");

      // The address alone brings the same view back, as a shared link would.
      await openPage(page, "/template-gallery?type=monthly-calendar&sort=newest");
      await expect(cards(page)).toHaveCount(7);
      await expect(sorts.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "true");
    });

    test("a card's preview shows the page and its description; Use this template opens it in the editor", async ({
      page,
    }) => {
      await openPage(page, "/template-gallery?type=habit-tracker");
      const card = cards(page).filter({ hasText: "School Term Habit Tracker" });
      const viewed = statsEvent(page);
      await card.click();
      const preview = page.getByRole("dialog", { name: "School Term Habit Tracker" });
      await expect(preview).toBeVisible();
      expect((await viewed).postDataJSON()).toMatchObject({ event: 1, type: 2 });
      await expect(preview.getByText("Study habits week by week")).toBeVisible();
      await expect(preview.getByRole("region", { name: /^Page 1 of 1/ })).toBeVisible();
      await expect(preview.getByText("Homework done the same day")).toBeVisible();

      await preview.getByRole("link", { name: "Use this template" }).click();
      await expect(page).toHaveURL(/\/editor\?template=\d+$/);
      await expect(
        page.getByRole("region", { name: /^Page 1 of/ }).getByText("School Term Habit Tracker"),
      ).toBeVisible();
    });
  });
}

/** How an option of a segmented control looks: its box's fill and shadow and its text's colour. */
function optionLook(option: Locator) {
  return option.evaluate((radio) => {
    const style = getComputedStyle(radio.closest("label") ?? radio);
    return `${style.backgroundColor} ${style.boxShadow} ${style.color}`;
  });
}

test("the preview's paper size shows which one is chosen, to the eye and to assistive technology", async ({
  page,
}) => {
  await openPage(page, "/template-gallery?type=weekly-to-do-list");
  await cards(page).filter({ hasText: "Work Week To-Do List" }).click();
  const preview = page.getByRole("dialog", { name: "Work Week To-Do List" });
  const paper = preview.getByRole("radiogroup", { name: "Paper size" });
  const [a4, letter] = [
    paper.getByRole("radio", { name: "A4" }),
    paper.getByRole("radio", { name: "Letter" }),
  ];
  await expect(a4).toBeChecked();
  await expect(letter).not.toBeChecked();
  // Measured with the pointer away, so a hover is not taken for the chosen look.
  await page.mouse.move(0, 0);
  const [chosen, other] = [await optionLook(a4), await optionLook(letter)];
  expect(chosen).not.toBe(other);

  await letter.click();
  await expect(letter).toBeChecked();
  await expect(a4).not.toBeChecked();
  await page.mouse.move(0, 0);
  // The look eases over 150 ms.
  await expect.poll(() => optionLook(letter)).toBe(chosen);
  await expect.poll(() => optionLook(a4)).toBe(other);
});

test("the preview downloads the template's PDF on Letter and counts the download", async ({
  page,
}, testInfo) => {
  await openPage(page, "/template-gallery?type=weekly-to-do-list");
  await cards(page).filter({ hasText: "Work Week To-Do List" }).click();
  const preview = page.getByRole("dialog", { name: "Work Week To-Do List" });
  await preview.getByRole("radio", { name: "Letter" }).click();
  const downloading = page.waitForEvent("download");
  const counted = page.waitForRequest(
    (request) => request.url().endsWith("/template/stats") && request.postDataJSON()?.event === 2,
  );
  await preview.getByRole("button", { name: "Download PDF" }).click();
  const file = testInfo.outputPath("template.pdf");
  await (await downloading).saveAs(file);
  expect((await counted).postDataJSON()).toMatchObject({ event: 2, type: 2 });
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(
    /Page size:\s+612 x 792 pts \(letter\)/,
  );
  expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain("Work Week To-Do List");
});

test("the gallery reads without script: every card, title and filter is in the HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/template-gallery?type=mood-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "Mood Tracker templates" })).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).filter({ hasText: "Weekly Mood Journal" })).toHaveAttribute(
    "href",
    /^\/editor\?template=\d+$/,
  );
  await expect(page.getByRole("navigation", { name: "Template types" }).getByRole("link")).toHaveCount(10);
  await context.close();
});

test("the editor's Templates button shows the same catalogue, and a card opens that design", async ({
  page,
}) => {
  await openPage(page, "/editor?template=1");
  await page.getByRole("button", { name: "Templates", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Choose a template" });
  await expect(picker.locator("[data-template]").first()).toBeVisible();
  expect(await picker.locator("[data-template]").count()).toBeGreaterThanOrEqual(63);
  await picker
    .getByRole("navigation", { name: "Template types" })
    .getByRole("link", { name: "Mood Tracker" })
    .click();
  await expect(picker.locator("[data-template]")).toHaveCount(7);
  await picker.getByRole("link", { name: /Weekly Mood Journal/ }).click();
  await expect(page).toHaveURL(/\/editor\?template=(?!1$)\d+$/);
  // The editor's bar names the design it opened.
  await expect(page.getByText("Weekly Mood Journal", { exact: true }).first()).toBeVisible();
});
