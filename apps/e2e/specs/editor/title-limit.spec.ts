import { expect, type Locator, type Page, test } from "@playwright/test";
import { BASE_URL } from "../../support/env.ts";
import { openEditor, pages, panelTab } from "./editor-page.ts";

// 80 characters: 20 more than a title holds.
const LONG_TITLE = "Our family's summer holiday packing list for two weeks by the sea in Cornwall UK";
const SHORTENED = "Shortened to 60 characters";

/** Pastes the text over the field's contents, as a person does with the keyboard. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
});

test("a title pasted longer than 60 characters is shortened, and the field says so", async ({ page }) => {
  expect(LONG_TITLE).toHaveLength(80);
  await openEditor(page);
  const title = pages(page).getByRole("textbox", { name: "Title", exact: true });
  await pasteInto(page, title, LONG_TITLE);
  await expect(title).toHaveValue(LONG_TITLE.slice(0, 60));
  await expect(page.getByText(SHORTENED)).toBeVisible();
  await expect(title).toHaveAccessibleDescription(SHORTENED);
  await expect(page.getByRole("status").filter({ hasText: SHORTENED })).toHaveCount(1);

  // The next keystroke is the person's own: the note goes.
  await page.keyboard.press("Backspace");
  await expect(page.getByText(SHORTENED)).toHaveCount(0);
  await expect(title).toHaveAccessibleDescription("");

  // Typing up to the limit, and past it, is not a paste: nothing is said, nothing typed is taken away.
  await page.keyboard.type("xyz");
  await expect(title).toHaveValue(`${LONG_TITLE.slice(0, 59)}x`);
  await expect(page.getByText(SHORTENED)).toHaveCount(0);

  // A title that fits is pasted whole, without a word.
  await pasteInto(page, title, "Summer packing");
  await expect(title).toHaveValue("Summer packing");
  await expect(page.getByText(SHORTENED)).toHaveCount(0);
});

test("the Save tab's Title field says so too, under the field, politely", async ({ page }) => {
  await openEditor(page);
  const save = await panelTab(page, "Save");
  const title = save.getByRole("textbox", { name: "Title", exact: true });
  await pasteInto(page, title, LONG_TITLE);
  await expect(title).toHaveValue(LONG_TITLE.slice(0, 60));
  const note = save.getByText(SHORTENED);
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute("aria-live", "polite");
  await expect(title).toHaveAccessibleDescription(/Shortened to 60 characters/);
  // The pages show what the field keeps.
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    LONG_TITLE.slice(0, 60),
  );
  await title.blur();
  await expect(note).toHaveCount(0);
});
