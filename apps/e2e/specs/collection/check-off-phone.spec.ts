import type { ChecklistResponse } from "@listful/contracts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { shareChecklist, templateDocument } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

/** A Thursday in the tracker's month, mid-morning where the browser is. */
const TODAY = new Date("2026-11-26T10:00:00");
const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };

/** A tracker from the template, set to November 2026 (30 days), or undated (31 columns, any month). */
async function saveTracker(
  request: APIRequestContext,
  title: string,
  { type = "habit-tracker", isUndated = false } = {},
): Promise<ChecklistResponse> {
  const template = await templateDocument(request, type);
  const days = isUndated ? 31 : 30;
  const data = {
    ...template.data,
    title: { ...template.data.title, text: title },
    timeframe: { start: "2026-11-01", unit: "month" as const, count: 1 },
    isUndated,
    blocks: template.data.blocks.map((block) =>
      block.kind === "icon-field"
        ? { ...block, days, rows: block.rows.map((row) => ({ ...row, cells: Array<number>(days).fill(0) })) }
        : block,
    ),
  };
  return apiClient(request).request("POST /api/checklist", { body: { data, templateId: template.id } });
}

async function openCheckOff(page: Page, id: string) {
  await page.clock.setFixedTime(TODAY);
  await openPage(page, `/check-off?id=${id}`);
  const grid = page.getByRole("table").first();
  await expect(grid).toBeVisible();
  return grid;
}

/** The first habit's name, as its row header starts. */
async function firstHabit(grid: Locator): Promise<string> {
  return (await grid.getByRole("rowheader").first().locator("span").first().textContent()) ?? "";
}

async function expectTargetsAtLeast32(grid: Locator) {
  const sizes = await grid
    .getByRole("button")
    .evaluateAll((cells) =>
      cells.map((cell) => cell.getBoundingClientRect()).map((box) => [box.width, box.height]),
    );
  expect(sizes.length).toBeGreaterThanOrEqual(30);
  for (const [width, height] of sizes) {
    expect(width).toBeGreaterThanOrEqual(32);
    expect(height).toBeGreaterThanOrEqual(32);
  }
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a habit grid is ticked with a thumb: big cells, names in view, today marked, streaks", async ({
    page,
    context,
  }) => {
    await signedInUser(context);
    const saved = await saveTracker(context.request, "November habits");
    const grid = await openCheckOff(page, saved.id);
    await expectTargetsAtLeast32(grid);

    // Today's column is marked and was scrolled into view on opening.
    const todayColumn = grid.locator('th[aria-current="date"]');
    await expect(todayColumn).toHaveCount(1);
    await expect(todayColumn).toContainText("26");
    await expect(todayColumn).toBeInViewport();
    const scroller = grid.locator("xpath=..");
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // Scrolled to the month's end, the habit names stay on the left.
    const habit = await firstHabit(grid);
    const name = grid.getByRole("rowheader").first();
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(
      grid.getByRole("columnheader", { name: "Monday, November 30", exact: true }),
    ).toBeInViewport();
    const box = await name.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(name).toBeInViewport({ ratio: 1 });

    // A day not yet come breaks no streak: yesterday's tick counts while today is still open.
    const yesterday = grid.getByRole("button", { name: `${habit}, Wednesday, November 25`, exact: true });
    const today = grid.getByRole("button", { name: `${habit}, Thursday, November 26`, exact: true });
    await expect(name).toContainText("0 of 30");
    await yesterday.tap();
    await expect(yesterday).toHaveAttribute("aria-pressed", "true");
    await expect(name).toContainText("1-day streak · 1 of 30");
    await today.tap();
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(name).toContainText("2-day streak · 2 of 30");
    await expect(page.getByText("All changes saved")).toBeVisible();

    await page.reload();
    await expect(grid.locator('th[aria-current="date"]')).toBeInViewport();
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(yesterday).toHaveAttribute("aria-pressed", "true");
    await expect(grid.getByRole("rowheader").first()).toContainText("2-day streak · 2 of 30");
    await today.tap();
    await expect(today).toHaveAttribute("aria-pressed", "false");
    await expect(grid.getByRole("rowheader").first()).toContainText("1-day streak · 1 of 30");

    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an undated tracker shows totals only, and marks no day as today", async ({ page, context }) => {
    await signedInUser(context);
    const saved = await saveTracker(context.request, "Any month", { isUndated: true });
    const grid = await openCheckOff(page, saved.id);
    await expectTargetsAtLeast32(grid);
    await expect(grid.locator("th[aria-current]")).toHaveCount(0);
    const habit = await firstHabit(grid);
    const name = grid.getByRole("rowheader").first();
    await expect(name).toContainText("0 of 31");
    const day3 = grid.getByRole("button", { name: `${habit}, Day 3`, exact: true });
    await day3.tap();
    await expect(day3).toHaveAttribute("aria-pressed", "true");
    await expect(name).toContainText("1 of 31");
    await expect(name).not.toContainText("streak");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a visitor ticks a shared habit grid; the ticks stay in their browser", async ({
    context,
    browser,
  }) => {
    await signedInUser(context, "Pat Owner");
    const saved = await saveTracker(context.request, "Shared habits");
    await shareChecklist(context.request, saved.id);
    const visitor = await browser.newContext(PHONE);
    const page = await visitor.newPage();
    const grid = await openCheckOff(page, saved.id);
    const habit = await firstHabit(grid);
    const today = grid.getByRole("button", { name: `${habit}, Thursday, November 26`, exact: true });
    await today.tap();
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(grid.getByRole("rowheader").first()).toContainText("1-day streak · 1 of 30");
    await page.reload();
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await visitor.close();
  });
});

test("at 1280 px the whole month fits, and the keyboard moves along the days", async ({ page, context }) => {
  await signedInUser(context);
  const saved = await saveTracker(context.request, "Wide habits");
  const grid = await openCheckOff(page, saved.id);
  await expectTargetsAtLeast32(grid);
  const scroller = grid.locator("xpath=..");
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expect(grid.getByRole("columnheader", { name: "Sunday, November 1", exact: true })).toBeInViewport();
  await expect(grid.getByRole("columnheader", { name: "Monday, November 30", exact: true })).toBeInViewport();
  await expect(grid.locator('th[aria-current="date"]')).toContainText("26");

  const habit = await firstHabit(grid);
  await grid.getByRole("button", { name: `${habit}, Thursday, November 26`, exact: true }).click();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  const yesterday = grid.getByRole("button", { name: `${habit}, Wednesday, November 25`, exact: true });
  await expect(yesterday).toBeFocused();
  await expect(yesterday).toHaveAttribute("aria-pressed", "true");
  await expect(grid.getByRole("rowheader").first()).toContainText("2-day streak · 2 of 30");
});

test("a mood grid's cell goes through the moods with each tap", async ({ page, context }) => {
  await signedInUser(context);
  const saved = await saveTracker(context.request, "November moods", { type: "mood-tracker" });
  const grid = await openCheckOff(page, saved.id);
  await expectTargetsAtLeast32(grid);
  const row = await firstHabit(grid);
  const cell = grid.getByRole("button", { name: new RegExp(`^${row}, Thursday, November 26: `) });
  await expect(cell).toHaveAccessibleName(`${row}, Thursday, November 26: empty`);
  await cell.click();
  await expect(cell).not.toHaveAccessibleName(`${row}, Thursday, November 26: empty`);
  await expect(grid.getByRole("rowheader").first()).toContainText("1-day streak · 1 of 30");
  await page.reload();
  await expect(cell).not.toHaveAccessibleName(`${row}, Thursday, November 26: empty`);
});
