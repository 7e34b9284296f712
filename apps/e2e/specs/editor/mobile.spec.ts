import { expect, test } from "@playwright/test";
import { openBlock, openEditor, pages, panelTab } from "./editor-page.ts";

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test("at 375 px the editor fits the screen, with the controls in a bottom panel", async ({ page }) => {
  await openEditor(page, "/editor?template=2");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const firstPage = pages(page).getByRole("region", { name: /^Page 1 of/ });
  const pageBox = await firstPage.boundingBox();
  expect(pageBox?.width).toBeLessThanOrEqual(375);

  const tabs = page.getByRole("tablist", { name: "Editor panel" });
  const tabsBox = await tabs.boundingBox();
  expect((tabsBox?.y ?? 0) + (tabsBox?.height ?? 0)).toBeGreaterThan(700);
  const content = page.locator("#editor-panel-content");
  expect((await content.boundingBox())?.height).toBeLessThanOrEqual(320);
  expect((await content.boundingBox())?.y).toBeGreaterThan(pageBox?.y ?? 0);

  // Editing works from the bottom panel.
  const habits = await openBlock(page, "Daily habits");
  await habits.getByRole("textbox", { name: "Row 1", exact: true }).fill("Drink water first thing");
  await expect(
    pages(page).getByRole("textbox", { name: "Drink water first thing, row label" }),
  ).toBeAttached();
  // The screen is the editor's: the page itself never scrolls, not even with a long card open in the panel.
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  expect(await pageHeight()).toBeLessThanOrEqual(740);
  await openBlock(page, "Goals for the month");
  expect(await pageHeight()).toBeLessThanOrEqual(740);
  const design = await panelTab(page, "Design");
  await design.getByRole("radio", { name: "Blossom" }).tap();
  await expect(design.getByRole("radio", { name: "Blossom" })).toBeChecked();

  // The panel folds away to give the pages the room, and comes back.
  await page.getByRole("button", { name: "Hide" }).tap();
  await expect(content).toBeHidden();
  await page.getByRole("button", { name: "Show" }).tap();
  await expect(content).toBeVisible();

  // The toolbar's actions are all reachable.
  for (const name of ["Undo", "Redo", "Save"]) {
    const button = page.getByRole("button", { name, exact: true });
    const box = await button.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  await page.getByRole("radio", { name: "Preview" }).tap();
  await expect(tabs).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
