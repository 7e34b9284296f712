import { expect, type Page, test } from "@playwright/test";
import { tabTo } from "../../support/keyboard.ts";
import { newBlockTitle, openEditor, pages } from "./editor-page.ts";

async function sheetItems(page: Page) {
  return pages(page)
    .getByRole("textbox", { name: /^Packing list, item \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("a list can be built, indented, reordered and undone with the keyboard alone", async ({ page }) => {
  // A long walk of some 150 keys, each waiting for the editor's answer: about 25 s alone, more beside the suite.
  test.slow();
  await openEditor(page, "/editor?template=9");
  await tabTo(page, page.getByRole("button", { name: "Add block" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /Checklist/ })).toBeFocused();
  await page.keyboard.press("Enter");

  // The new block's card opens, last, with its title focused; a person types once they see it there.
  await expect(newBlockTitle(page)).toBeFocused();
  await page.keyboard.type("Packing list");
  const card = page.getByRole("region", { name: "Packing list", exact: true });
  await tabTo(page, card.getByRole("textbox", { name: "Item 1", exact: true }));
  await page.keyboard.type("Passport");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Chargers");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Tickets");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Phone cable");
  await page.keyboard.press("Tab");
  await expect(card.getByRole("textbox", { name: "Item 4 (sub-item)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("textbox", { name: "Item 5 (sub-item)" })).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(card.getByRole("textbox", { name: "Item 4 (sub-item)" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(card.getByRole("textbox", { name: "Item 4", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect.poll(() => sheetItems(page)).toEqual(["Passport", "Chargers", "Tickets", "Phone cable"]);
  const subItems = pages(page).locator(".ls-item[data-depth='2']", {
    has: page.getByRole("textbox", { name: /^Packing list, item \d+$/ }),
  });
  await expect(subItems).toHaveCount(1);

  // Alt+Up moves the focused item; the drag handle moves one with Space and the arrows.
  await card.getByRole("textbox", { name: "Item 3", exact: true }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => sheetItems(page)).toEqual(["Passport", "Tickets", "Phone cable", "Chargers"]);
  const handle = card.getByRole("button", { name: "Move Item 1", exact: true });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/^(Picked up item 1|Moved to position 1) of 4\.$/)).toBeAttached();
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // The drag measures where the rows are on the next frames; a person's next key comes later than that.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText("Moved to position 2 of 4.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => sheetItems(page)).toEqual(["Tickets", "Phone cable", "Passport", "Chargers"]);

  // A burst of typing is one undo step.
  await card.getByRole("textbox", { name: "Item 4", exact: true }).focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" and adapters");
  await expect.poll(async () => (await sheetItems(page))[3]).toBe("Chargers and adapters");
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await sheetItems(page))[3]).toBe("Chargers");
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(async () => (await sheetItems(page))[3]).toBe("Chargers and adapters");

  // The pages take the same keys: Enter in an item adds the next one.
  const lastOnSheet = pages(page).getByRole("textbox", { name: "Packing list, item 4" });
  await lastOnSheet.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Sunglasses");
  await expect(card.getByRole("textbox", { name: "Item 5", exact: true })).toHaveValue("Sunglasses");
});

test("the item counter shows the length and the limit is enforced", async ({ page }) => {
  await openEditor(page, "/editor?template=1");
  const blocks = page.getByRole("tabpanel", { name: "Blocks" });
  await blocks
    .getByRole("button", { name: /Checklist · 5 items/ })
    .first()
    .click();
  const item = blocks.getByRole("textbox", { name: "Item 1", exact: true });
  await item.fill("x".repeat(80));
  await expect(item).toHaveValue("x".repeat(60));
  await expect(blocks.getByText("60/60")).toBeVisible();

  // Wide letters wrap: the row on the page takes a second line, so nothing is cut and nothing warns.
  await item.fill("W".repeat(60));
  const row = pages(page).getByRole("textbox", { name: "List, item 1" }).first();
  await expect(row).toHaveAttribute("rows", /^[2-3]$/);
  await expect(row).toHaveValue("W".repeat(60));
  await expect(page.getByRole("status").filter({ hasText: "too long for" })).toHaveCount(0);
  await item.fill("Make the bed");
  await expect(row).toHaveAttribute("rows", "1");
});
