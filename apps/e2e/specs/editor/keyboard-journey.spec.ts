import { expect, type Page, test } from "@playwright/test";
import { newUserDetails } from "../../support/accounts.ts";
import { expectFocusVisible, press, tabTo } from "../../support/keyboard.ts";
import { expectSaved, newBlockTitle, openEditor, pages } from "./editor-page.ts";

/** Every item on the pages, in order, with "  " before a sub-item (the blank rows to write on left out). */
function sheetOutline(page: Page) {
  return pages(page)
    .locator(".ls-item:not(.ls-spare)")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const input = row.querySelector("input[type=text], textarea") as HTMLInputElement | null;
        return `${row.getAttribute("data-depth") === "2" ? "  " : ""}${input?.value ?? ""}`;
      }),
    );
}

async function expectSelectedTab(page: Page, name: string) {
  const tab = page.getByRole("tab", { name });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toBeFocused();
  await expectFocusVisible(page);
}

test("a checklist is built, designed, saved and downloaded with the keyboard alone, its focus always in sight", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, "/editor?template=9");

  // The panel's tabs stand in a column here: the up and down arrows, Home and End move between them.
  const tabs = page.getByRole("tablist", { name: "Editor panel" });
  await expect(tabs).toHaveAttribute("aria-orientation", "vertical");
  await tabTo(page, page.getByRole("tab", { name: "Blocks" }));
  await press(page, "ArrowDown");
  await expectSelectedTab(page, "Design");
  await press(page, "End");
  await expectSelectedTab(page, "Save");
  await press(page, "Home");
  await expectSelectedTab(page, "Blocks");
  await press(page, "ArrowUp");
  await expectSelectedTab(page, "Save");
  await press(page, "ArrowDown");
  await expectSelectedTab(page, "Blocks");

  // Build: the Add block menu takes the arrows, Home and End.
  await tabTo(page, page.getByRole("button", { name: "Add block" }));
  await press(page, "Enter");
  const checklist = page.getByRole("menuitem", { name: /^Checklist/ });
  await expect(checklist).toBeFocused();
  await press(page, "End");
  await expect(page.getByRole("menuitem", { name: /^Calendar/ })).toBeFocused();
  await press(page, "Home");
  await expect(checklist).toBeFocused();
  await press(page, "Enter");
  // The new block's card opens, last, with its title focused; a person types once they see it there.
  await expect(newBlockTitle(page)).toBeFocused();
  await page.keyboard.type("Weekend trip");
  const card = page.getByRole("region", { name: "Weekend trip", exact: true });
  await tabTo(page, card.getByRole("textbox", { name: "Item 1", exact: true }));
  for (const [index, text] of ["Tent", "Stove", "Gas", "Map"].entries()) {
    if (index > 0) await press(page, "Enter");
    await page.keyboard.type(text);
  }
  // Gas goes with the stove.
  await press(page, "ArrowUp");
  await press(page, "Tab");
  await expect(card.getByRole("textbox", { name: "Item 3 (sub-item)" })).toBeFocused();
  await expect
    .poll(async () => (await sheetOutline(page)).slice(-4))
    .toEqual(["Tent", "Stove", "  Gas", "Map"]);

  // Moving through the pages with Tab changes nothing on them.
  const before = await sheetOutline(page);
  await tabTo(page, pages(page).getByRole("textbox", { name: "Title", exact: true }));
  const sheet = pages(page);
  let stops = 0;
  while (await sheet.evaluate((element) => element.contains(document.activeElement))) {
    await expectFocusVisible(page);
    await page.keyboard.press("Tab");
    stops++;
  }
  expect(stops).toBeGreaterThan(before.length);
  expect(await sheetOutline(page)).toEqual(before);

  // Design: a layout and a colour, from the keyboard.
  await tabTo(page, page.getByRole("tab", { name: "Blocks" }));
  await press(page, "ArrowDown");
  await expectSelectedTab(page, "Design");
  const layouts = page.getByRole("radiogroup", { name: "Layout" });
  await tabTo(page, layouts.getByRole("radio", { checked: true }));
  await press(page, "Home");
  await expect(layouts.getByRole("radio", { name: "Classic" })).toBeChecked();
  await press(page, "ArrowRight");
  await expect(layouts.getByRole("radio", { name: "Two columns" })).toBeChecked();
  await expect(layouts.getByRole("radio", { name: "Two columns" })).toBeFocused();
  const text = page.getByRole("button", { name: /^Text colour/ });
  await tabTo(page, text);
  const hex = await text.textContent();
  await press(page, "Enter");
  await expect(page.getByRole("slider", { name: "Color" })).toBeFocused();
  await press(page, "ArrowRight");
  await press(page, "ArrowRight");
  await expect(text).not.toHaveText(hex ?? "");
  await press(page, "Escape");
  await expect(text).toBeFocused();

  // Save: the sign-up asked for on the way takes the keyboard too.
  await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
  await press(page, "Enter");
  const dialog = page.getByRole("dialog", { name: "Create a free account to save" });
  await expect(dialog).toBeVisible();
  const user = newUserDetails("Kai Keys");
  await tabTo(page, dialog.getByLabel("Name"));
  await page.keyboard.type(user.name);
  await tabTo(page, dialog.getByLabel("E-mail"));
  await page.keyboard.type(user.email);
  await tabTo(page, dialog.getByLabel("Password", { exact: true }));
  await page.keyboard.type(user.password);
  await press(page, "Enter");
  await expect(page.getByText("The checklist has been saved to your collection.")).toBeVisible();
  await expectSaved(page);
  // Focus comes back to the button that asked for the sign-up, not to the start of the page.
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeFocused();

  // Download: the toolbar's button.
  await tabTo(page, page.getByRole("button", { name: "Download PDF" }), { back: true });
  const [download] = await Promise.all([page.waitForEvent("download"), press(page, "Enter")]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test("at 375 px the tabs lie in a row: the left and right arrows, Home and End move between them, and the PDF is in the Save tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openEditor(page, "/editor?template=2");
  await expect(page.getByRole("tablist", { name: "Editor panel" })).toHaveAttribute(
    "aria-orientation",
    "horizontal",
  );
  await tabTo(page, page.getByRole("tab", { name: "Blocks" }));
  await press(page, "ArrowRight");
  await expectSelectedTab(page, "Design");
  await press(page, "ArrowLeft");
  await expectSelectedTab(page, "Blocks");
  await press(page, "ArrowLeft");
  await expectSelectedTab(page, "Save");
  await press(page, "Home");
  await expectSelectedTab(page, "Blocks");
  await press(page, "End");
  await expectSelectedTab(page, "Save");

  const download = page.getByRole("tabpanel", { name: "Save" }).getByRole("button", { name: "Download PDF" });
  await tabTo(page, download);
  const [file] = await Promise.all([page.waitForEvent("download"), press(page, "Enter")]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});
