import { execFileSync } from "node:child_process";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { openPage } from "../../support/navigation.ts";
import { openEditor, pages, panelTab } from "./editor-page.ts";

const WIDTHS = [1280, 375] as const;
/** Today, for every test: the templates open dated to the period that holds it. */
const TODAY = new Date("2026-11-26T10:00:00");

/** The monthly calendar, opened as a person does: its landing page's Use this template. */
async function openMonthlyCalendar(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await openPage(page, "/monthly-calendar-template");
  await page.getByRole("link", { name: "Use this template" }).first().click();
  await expect(page).toHaveURL(/\/editor\?template=\d+$/);
  await expect(pages(page).getByRole("region", { name: /^Page 1 of/ })).toBeVisible({ timeout: 20_000 });
}

function headline(page: Page): Locator {
  return pages(page).getByRole("textbox", { name: "Headline" });
}

/** The month view's day cells (not the blanks around them) and its first row. */
function dayCells(page: Page): Locator {
  return pages(page).locator(".ls-cal-cell:not([data-blank])");
}

function firstRowBlanks(page: Page): Locator {
  return pages(page).locator(".ls-cal-row").first().locator(".ls-cal-cell[data-blank]");
}

/** Previous or Next period: in the toolbar, or in the Design tab's Period group on a phone. */
async function periodButton(page: Page, name: "Previous period" | "Next period"): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 768) await panelTab(page, "Design");
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

async function downloadPdfText(page: Page, file: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 1280;
  // The toolbar has Download PDF from 1280 px; narrower screens find it in the Save tab.
  const scope = width >= 1280 ? page : await panelTab(page, "Save");
  const downloading = page.waitForEvent("download");
  await scope.getByRole("button", { name: "Download PDF" }).first().click();
  await (await downloading).saveAs(file);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

for (const width of WIDTHS) {
  test(`at ${width} px Next period moves the monthly calendar to December, on the pages and in the PDF`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await openMonthlyCalendar(page);
    await expect(headline(page)).toHaveValue("November 2026");
    await expect(dayCells(page)).toHaveCount(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await (await periodButton(page, "Next period")).click();
    await expect(headline(page)).toHaveValue("December 2026");
    await expect(dayCells(page)).toHaveCount(31);
    // Weeks start on Monday here, and 1 December 2026 is a Tuesday: one blank before it.
    await expect(pages(page).locator(".ls-weekday").first()).toHaveText(/^mon$/i);
    await expect(firstRowBlanks(page)).toHaveCount(1);
    await expect(dayCells(page).first().locator(".ls-cal-date")).toHaveText("1");

    const text = await downloadPdfText(page, testInfo.outputPath("december.pdf"));
    expect(text).toContain("December 2026");
    expect(text).not.toContain("November 2026");

    await (await periodButton(page, "Previous period")).click();
    await expect(headline(page)).toHaveValue("November 2026");
    await expect(dayCells(page)).toHaveCount(30);
  });
}

test("the Period group sets the start, the week's first day and week numbers, each one undo step", async ({
  page,
}) => {
  await openMonthlyCalendar(page);
  const design = await panelTab(page, "Design");
  const period = design.getByRole("region", { name: "Period" });
  // A month view keeps its unit: no choice to offer.
  await expect(period.getByRole("radiogroup", { name: "Period unit" })).toHaveCount(0);

  await period.getByRole("textbox", { name: "Starts" }).fill("2027-02-10");
  await expect(headline(page)).toHaveValue("February 2027");
  await expect(dayCells(page)).toHaveCount(28);
  // A month starts on its 1st, whatever day was picked.
  await expect(period.getByRole("textbox", { name: "Starts" })).toHaveValue("2027-02-01");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(headline(page)).toHaveValue("November 2026");

  await page.getByRole("button", { name: "Next period" }).click();
  for (const [day, letters, blanks] of [
    ["Sunday", /^sun$/i, 2],
    ["Saturday", /^sat$/i, 3],
    ["Monday", /^mon$/i, 1],
  ] as const) {
    await period.getByRole("radio", { name: day, exact: true }).click();
    await expect(pages(page).locator(".ls-weekday").first()).toHaveText(letters);
    await expect(firstRowBlanks(page)).toHaveCount(blanks);
  }

  const weekNumbers = period.getByRole("switch", { name: "Week numbers" });
  await expect(weekNumbers).not.toBeChecked();
  await expect(pages(page).getByText("W49")).toHaveCount(0);
  await weekNumbers.click();
  await expect(pages(page).locator(".ls-cal-week").first()).toHaveText("W49");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(weekNumbers).not.toBeChecked();
  await expect(pages(page).locator(".ls-cal-week")).toHaveCount(0);
});

test("a habit tracker's period can be a week or a month", async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await openEditor(page, "/editor?template=2");
  await expect(headline(page)).toHaveValue("November 2026");
  const period = (await panelTab(page, "Design")).getByRole("region", { name: "Period" });
  const units = period.getByRole("radiogroup", { name: "Period unit" });
  await expect(units.getByRole("radio")).toHaveCount(2);
  await expect(units.getByRole("radio", { name: "Month", exact: true })).toBeChecked();
  await units.getByRole("radio", { name: "Week", exact: true }).click();
  // The week that holds the month's first day, 1 November 2026, a Sunday.
  await expect(headline(page)).toHaveValue(/^(Oct 26 – Nov 1|Nov 1 – 7), 2026$/);
  await expect(period.getByRole("textbox", { name: "Starts" })).toHaveValue(/^2026-1[01]-\d\d$/);
  await units.getByRole("radio", { name: "Month", exact: true }).click();
  await expect(headline(page)).toHaveValue(/^(October|November) 2026$/);
});

test("Undated prints blanks for the dates, survives a reload as a draft, and undo brings the dates back", async ({
  page,
}, testInfo) => {
  // Changing the sheet counts as using the page, so reloading asks first; this test means to reload.
  page.on("dialog", (dialog) => void dialog.accept());
  await openMonthlyCalendar(page);
  const period = (await panelTab(page, "Design")).getByRole("region", { name: "Period" });
  const undated = period.getByRole("switch", { name: "Undated" });

  await undated.click();
  await expect(undated).toBeChecked();
  await expect(headline(page)).toHaveValue(/^Month: _+$/);
  await expect(pages(page).locator(".ls-cal-date-blank").first()).toBeVisible();
  await expect(period.getByRole("textbox", { name: "Starts" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next period" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous period" })).toBeDisabled();
  await expect(page.getByTitle(/^Undated: switch it off in the Design tab/)).toBeVisible();
  await expect(undated).toHaveAccessibleDescription(/Switch it off to choose the dates again/);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(undated).not.toBeChecked();
  await expect(pages(page).getByRole("textbox", { name: "Headline" })).toHaveValue("November 2026");
  await expect(pages(page).locator(".ls-cal-date-blank")).toHaveCount(0);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(undated).toBeChecked();

  await expect(page.getByRole("status").filter({ hasText: "Draft on this device" }).first()).toBeVisible();
  await page.reload();
  const reloaded = (await panelTab(page, "Design")).getByRole("region", { name: "Period" });
  await expect(reloaded.getByRole("switch", { name: "Undated" })).toBeChecked();
  await expect(headline(page)).toHaveValue(/^Month: _+$/);
  await expect(pages(page).locator(".ls-cal-date-blank").first()).toBeVisible();
  // Printed as shown: blanks, no month.
  const text = await downloadPdfText(page, testInfo.outputPath("undated.pdf"));
  expect(text).toMatch(/Month: _+/);
  expect(text).not.toContain("November");
});

test("Clear sample items empties every row, keeps the rows, and one undo brings them back", async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  await openEditor(page, "/editor?template=2");
  const rows = pages(page).getByRole("textbox", { name: /row label$/ });
  const items = pages(page).getByRole("textbox", { name: /^Goals for the month, item \d+$/ });
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toHaveValue("Drink 8 glasses of water");
  await expect(items).toHaveCount(3);

  const blocks = await panelTab(page, "Blocks");
  const clear = blocks.getByRole("button", { name: "Clear sample items" });
  await clear.click();
  await expect(page.getByText(/^Sample items cleared: 15 rows left as blank lines/)).toBeVisible();
  await expect(rows).toHaveCount(12);
  expect(
    await rows.evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value)),
  ).toEqual(Array(12).fill(""));
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) await expect(item).toHaveValue("");
  await expect(clear).toBeDisabled();

  await page.keyboard.press("Control+z");
  await expect(rows.first()).toHaveValue("Drink 8 glasses of water");
  await expect(rows).toHaveCount(12);
  await expect(clear).toBeEnabled();
});

for (const width of [1280, 375]) {
  test(`at ${width} px the Design tab with its Period group has no serious accessibility violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openMonthlyCalendar(page);
    await expect((await panelTab(page, "Design")).getByRole("region", { name: "Period" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
