import { expect, test } from "@playwright/test";
import { newUserDetails } from "../../support/accounts.ts";
import { collectPageErrors } from "../../support/page-errors.ts";
import {
  checklistIdOf,
  expectSaved,
  openBlock,
  openEditor,
  pages,
  panelTab,
  saveButton,
} from "./editor-page.ts";

const HABITS = ["Drink green tea", "Call a friend", "Lights out by ten"];

test("a new user designs a habit tracker, registers while saving, and finds it all after a reload", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openEditor(page, "/editor?template=2");
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Habit Tracker");

  const save = await panelTab(page, "Save");
  await save.getByRole("textbox", { name: "Title", exact: true }).fill("My autumn habits");
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "My autumn habits",
  );

  const habits = await openBlock(page, "Daily habits");
  await habits.getByRole("button", { name: "Add a row" }).click();
  await page.keyboard.type(HABITS[0] as string);
  for (const habit of HABITS.slice(1)) {
    await page.keyboard.press("Enter");
    await page.keyboard.type(habit);
  }
  for (const habit of HABITS) {
    await expect(pages(page).getByRole("textbox", { name: `${habit}, row label` })).toHaveValue(habit);
  }
  await expect(habits.getByRole("textbox", { name: "Row 15", exact: true })).toHaveValue(HABITS[2] as string);

  const design = await panelTab(page, "Design");
  await design.getByRole("radio", { name: "Ocean" }).click();
  await design.getByRole("radio", { name: "Centered" }).click();
  await expect(pages(page).locator(".ls-header")).toHaveAttribute("data-style", "1");
  await design.getByRole("button", { name: "Add a calendar" }).click();
  await design.getByRole("radio", { name: "Weeks" }).click();
  await expect(pages(page).getByText("Week 1", { exact: true })).toBeVisible();

  // Undo takes back the period switch, then the calendar; redo brings both back.
  await page.keyboard.press("Control+z");
  await expect(design.getByRole("radio", { name: "Days" })).toBeChecked();
  await page.keyboard.press("Control+z");
  await expect(design.getByRole("button", { name: "Add a calendar" })).toBeVisible();
  await page.keyboard.press("Control+Shift+z");
  await page.keyboard.press("Control+Shift+z");
  await expect(design.getByRole("radio", { name: "Weeks" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(design.getByRole("radio", { name: "Weeks" })).toBeChecked();

  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Create a free account to save" });
  await expect(dialog.locator("img[src^='/assets/share-auth-'][src$='.svg']")).toBeVisible();
  const user = newUserDetails("Sam Rivera");
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByLabel("E-mail").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Create account and save" }).click();
  await expect(page.getByText("The checklist has been saved to your collection.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/editor\?checklist=[0-9a-f-]{36}$/);
  await expectSaved(page);
  await expect(page.getByRole("button", { name: `Account menu for ${user.name}` })).toBeVisible();
  const id = checklistIdOf(page);

  await page.reload();
  await openEditor(page, `/editor?checklist=${id}`);
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "My autumn habits",
  );
  for (const habit of HABITS) {
    await expect(pages(page).getByRole("textbox", { name: `${habit}, row label` })).toHaveValue(habit);
  }
  await expect(pages(page).locator(".ls-header")).toHaveAttribute("data-style", "1");
  await expect(pages(page).getByText("Week 1", { exact: true })).toBeVisible();
  const reloaded = await panelTab(page, "Design");
  await expect(reloaded.getByRole("radio", { name: "Ocean" })).toBeChecked();
  await expect(reloaded.getByRole("radio", { name: "Centered" })).toBeChecked();
  await expect(reloaded.getByRole("radio", { name: "Weeks" })).toBeChecked();
  expect(errors).toEqual([]);
});
