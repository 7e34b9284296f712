import { expect, type Page, test } from "@playwright/test";
import { openBlock, openEditor, pages } from "./editor-page.ts";

/** The items of the pages' untitled lists, in order, as typed. */
function sheetListItems(page: Page) {
  return pages(page)
    .getByRole("textbox", { name: /^List, item \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("removing items leaves no blank row behind, and the last one leaves a row to type into", async ({
  page,
}) => {
  await openEditor(page);
  const card = await openBlock(page, "Checklist: Make the bed");
  const before = await sheetListItems(page);
  await card.getByRole("button", { name: "Remove Item 4", exact: true }).click();

  // Four rows in the panel, four on the pages, and the card says four.
  const rows = card.getByRole("textbox", { name: /^Item \d$/ });
  await expect(rows).toHaveCount(4);
  expect(
    await rows.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toEqual([
    "Make the bed",
    "Drink a glass of water",
    "Stretch for ten minutes",
    "Pick today's top three priorities",
  ]);
  await expect(card.getByRole("button", { name: /· 4 items$/ })).toBeVisible();
  await expect
    .poll(() => sheetListItems(page))
    .toEqual(before.filter((text) => text !== "Eat a healthy breakfast"));

  // Removing moves focus to the row before, so the keyboard is never lost.
  await expect(card.getByRole("textbox", { name: "Item 3", exact: true })).toBeFocused();
  for (const position of [4, 3, 2]) {
    await card.getByRole("button", { name: `Remove Item ${position}`, exact: true }).click();
  }
  await card.getByRole("button", { name: "Remove Item 1", exact: true }).click();
  // An untitled list is known by its first item; it has none now.
  const emptied = page
    .getByRole("tabpanel", { name: "Blocks" })
    .getByRole("region", { name: "Checklist", exact: true });
  const blank = emptied.getByRole("textbox", { name: "Item 1", exact: true });
  await expect(blank).toHaveValue("");
  await expect(blank).toBeFocused();
  // The row an empty list keeps cannot be removed: its button is off and adds no undo step.
  await expect(emptied.getByRole("button", { name: "Remove Item 1", exact: true })).toBeDisabled();
  await expect(emptied.getByRole("button", { name: /Checklist · 0 items$/ })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(card.getByRole("textbox", { name: "Item 1", exact: true })).toHaveValue("Make the bed");
});

test("the pages move a row with Alt and the arrows, as the panel does", async ({ page }) => {
  await openEditor(page);
  const first = pages(page).getByRole("textbox", { name: "List, item 2" }).first();
  await first.focus();
  await page.keyboard.press("Alt+ArrowUp");
  const items = await sheetListItems(page);
  expect(items.slice(0, 3)).toEqual(["Drink a glass of water", "Make the bed", "Stretch for ten minutes"]);
  await expect(pages(page).getByRole("textbox", { name: "List, item 1" }).first()).toBeFocused();
});

test("Tab moves through the pages without making items sub-items, and still indents the item being typed in", async ({
  page,
}) => {
  await openEditor(page);
  const subItems = pages(page).locator(".ls-item[data-depth='2']");
  const before = await subItems.count();
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).focus();
  for (let step = 0; step < 12; step++) await page.keyboard.press("Tab");
  await expect(subItems).toHaveCount(before);
  expect((await sheetListItems(page)).slice(0, 2)).toEqual(["Make the bed", "Drink a glass of water"]);

  // Typing makes it the row being worked in: Tab indents it.
  const second = pages(page).getByRole("textbox", { name: "List, item 2" }).first();
  await second.focus();
  await page.keyboard.press("End");
  await page.keyboard.type("!");
  await page.keyboard.press("Tab");
  await expect(subItems).toHaveCount(before + 1);
  await expect(pages(page).getByRole("textbox", { name: "List, item 2" }).first()).toBeFocused();
});

test("a list's own buttons add an item and a sub-item, each named and drawn as what it adds", async ({
  page,
}) => {
  await openEditor(page);
  const card = await openBlock(page, "Checklist: Answer important emails");
  const addItem = card.getByRole("button", { name: "Add an item", exact: true });
  const addSubItem = card.getByRole("button", { name: "Add a sub-item", exact: true });
  await expect(addItem).toBeVisible();
  await expect(addSubItem).toBeVisible();
  const drawing = (button: typeof addItem) => button.locator("svg").evaluate((svg) => svg.innerHTML);
  expect(await drawing(addSubItem)).not.toBe(await drawing(addItem));

  // After a sub-item, "Add an item" still adds a main item, and the sub-item button a sub-item.
  await card.getByRole("button", { name: "Make Item 6 a sub-item", exact: true }).click();
  await addItem.click();
  await expect(card.getByRole("textbox", { name: "Item 7", exact: true })).toBeFocused();
  await page.keyboard.type("Call back");
  await addSubItem.click();
  const sub = card.getByRole("textbox", { name: "Item 8 (sub-item)", exact: true });
  await expect(sub).toBeFocused();
  await page.keyboard.type("Before noon");
  // The pages draw them so: a main item, then a sub-item under it.
  const subItemTexts = () =>
    pages(page)
      .locator(".ls-item[data-depth='2'] [data-clamp]")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(subItemTexts).toContain("Before noon");
  expect(await subItemTexts()).not.toContain("Call back");
});
