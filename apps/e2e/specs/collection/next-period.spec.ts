import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { readChecklist, saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { checklistIdOf, expectSaved, openEditor, pages, saveButton } from "../editor/editor-page.ts";

/** The day the person works on: late November, so the next month is December 2026. */
const TODAY = new Date("2026-11-26T10:00:00");

/** Makes a habit tracker from the library's template in the editor and saves it; its id. */
async function saveHabitTracker(page: Page): Promise<string> {
  await openEditor(page, "/editor?template=2");
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Habit Tracker");
  await expect(pages(page).getByText("November 2026").first()).toBeVisible();
  await saveButton(page).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/checklist=/);
  return checklistIdOf(page);
}

for (const width of [1280, 375]) {
  test(`at ${width} px a habit tracker's next month's copy opens in the editor, same habits, no ticks`, async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(TODAY);
    await signedInUser(context, "Habit Keeper");
    // Made at the editor's desktop width; the rest at the width tested.
    const id = await saveHabitTracker(page);
    await page.setViewportSize({ width, height: 812 });

    // A day ticked off, as the person does on the check-off page.
    await openPage(page, `/check-off?id=${id}`);
    const today = page
      .getByRole("table")
      .first()
      .getByRole("button", { name: /, Thursday, November 26$/ })
      .first();
    await today.click();
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("All changes saved")).toBeVisible();
    const november = await readChecklist(context.request, id);
    const ticked = november.data.blocks.flatMap((block) =>
      block.kind === "icon-field" ? block.rows.flatMap((row) => row.cells) : [],
    );
    expect(ticked.some((cell) => cell > 0)).toBe(true);

    await openPage(page, "/dashboard");
    await page.getByRole("button", { name: "Actions for Habit Tracker", exact: true }).click();
    await page.getByRole("button", { name: "Next month's copy" }).click();
    const dialog = page.getByRole("dialog", { name: "Next month's copy" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Carry over unfinished items/ })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Make the copy" }).click();

    await expect(page).toHaveURL(/\/editor\?checklist=/);
    await expect(page.getByText("“Habit Tracker (copy)” for December 2026 is ready.")).toBeVisible();
    const copyId = checklistIdOf(page);
    expect(copyId).not.toBe(id);
    await expect(pages(page).getByRole("region", { name: /^Page 1 of/ })).toBeVisible({ timeout: 20_000 });
    await expect(pages(page).getByText("December 2026").first()).toBeVisible();
    await expect(pages(page).getByText("November 2026")).toHaveCount(0);

    const december = await readChecklist(context.request, copyId);
    const habits = (doc: typeof december.data) =>
      doc.blocks.flatMap((block) => (block.kind === "icon-field" ? block.rows.map((row) => row.text) : []));
    expect(habits(december.data)).toEqual(habits(november.data));
    expect(
      december.data.blocks.flatMap((block) =>
        block.kind === "icon-field" ? block.rows.flatMap((row) => row.cells) : [],
      ),
    ).not.toContain(1);
    expect(december.data.timeframe).toEqual({ start: "2026-12-01", unit: "month", count: 1 });
  });
}

test("the view page offers the owner the next month's copy, and its dialog gives focus back when cancelled", async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(TODAY);
  await signedInUser(context, "Habit Keeper");
  const id = await saveHabitTracker(page);
  await openPage(page, `/view?id=${id}`);
  await page.getByRole("button", { name: "Next month's copy" }).click();
  const dialog = page.getByRole("dialog", { name: "Next month's copy" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Next month's copy" })).toBeFocused();
});

test("a checklist without dates offers no next period's copy, nor does a dated one to a visitor", async ({
  page,
  context,
  browser,
}) => {
  await signedInUser(context);
  const undated = await saveChecklist(context.request, "Party prep", "cute-checklist");
  const dated = await saveChecklist(context.request, "Daily plan", "daily-checklist");
  await shareChecklist(context.request, dated.id);
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Daily plan", exact: true }).click();
  await expect(page.getByRole("button", { name: "Tomorrow's copy" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Actions for Party prep", exact: true }).click();
  await expect(page.getByRole("button", { name: "Duplicate" })).toBeVisible();
  await expect(page.getByRole("button", { name: /copy$/ })).toHaveCount(0);
  await openPage(page, `/view?id=${undated.id}`);
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /copy$/ })).toHaveCount(0);

  const visitor = await browser.newPage();
  await openPage(visitor, `/view?id=${dated.id}`);
  await expect(visitor.getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await expect(visitor.getByRole("button", { name: /copy$/ })).toHaveCount(0);
  await visitor.close();
});

test("from check-off, tomorrow's copy carries over only the unfinished items", async ({ page, context }) => {
  await page.clock.setFixedTime(TODAY);
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Daily plan", "daily-checklist");
  const items = saved.data.blocks.flatMap((block) => (block.kind === "interactive-list" ? block.items : []));
  const [done, open] = items;
  if (!done || !open) throw new Error("too few items");
  await openPage(page, `/check-off?id=${saved.id}`);
  await page.getByRole("checkbox").first().click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("button", { name: "Tomorrow's copy" }).click();
  const dialog = page.getByRole("dialog", { name: "Tomorrow's copy" });
  await dialog.getByRole("checkbox", { name: /Carry over unfinished items/ }).check();
  await dialog.getByRole("button", { name: "Make the copy" }).click();
  await expect(page).toHaveURL(/\/editor\?checklist=/);
  await expect(page.getByText(/“Daily plan \(copy\)” for .+ is ready\./)).toBeVisible();

  const copy = await readChecklist(context.request, checklistIdOf(page));
  const texts = copy.data.blocks.flatMap((block) =>
    block.kind === "interactive-list" ? block.items.map((item) => item.text) : [],
  );
  expect(texts).toContain(open.text);
  expect(texts).not.toContain(done.text);
  expect(copy.data.timeframe?.start).not.toBe(saved.data.timeframe?.start);
});
