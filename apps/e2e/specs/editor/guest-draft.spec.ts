import { expect, test } from "@playwright/test";
import { registerUser } from "../../support/accounts.ts";
import { expectSaved, openEditor, pages, saveButton } from "./editor-page.ts";

test("a guest's draft survives a reload and is saved to their account once they log in", async ({
  page,
  request,
}) => {
  // Typing counts as using the page, so reloading asks first; this test means to reload.
  page.on("dialog", (dialog) => void dialog.accept());
  await openEditor(page, "/editor?template=5");
  const title = pages(page).getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Thankful Tuesdays");
  await expect(page.getByRole("status").filter({ hasText: "Draft on this device" }).first()).toBeVisible();

  await page.reload();
  await expect(title).toHaveValue("Thankful Tuesdays");
  await expect(page.getByRole("status").filter({ hasText: "Draft on this device" }).first()).toBeVisible();

  const user = await registerUser(request);
  await saveButton(page).click();
  const signUp = page.getByRole("dialog", { name: "Create a free account to save" });
  await signUp.getByRole("button", { name: "Log in" }).click();
  const logIn = page.getByRole("dialog", { name: "Log in to save" });
  await logIn.getByLabel("E-mail").fill(user.email);
  await logIn.getByLabel("Password", { exact: true }).fill(user.password);
  await logIn.getByRole("button", { name: "Log in and save" }).click();
  await expect(page.getByText("The checklist has been saved to your collection.")).toBeVisible();
  await expect(page).toHaveURL(/\/editor\?checklist=/);
  await expectSaved(page);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("draft")))).toEqual(
    [],
  );

  await page.reload();
  await expect(title).toHaveValue("Thankful Tuesdays");
  // The account's own session (made when it registered) sees the checklist in its collection.
  const collection = await (await request.get("/api/checklists")).json();
  expect(collection.items.map((item: { title: string }) => item.title)).toEqual(["Thankful Tuesdays"]);
});

test("a wrong password in the save dialog is shown there, and the draft is still there", async ({ page }) => {
  await openEditor(page, "/editor?template=4");
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("Family calendar");
  await saveButton(page).click();
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const logIn = page.getByRole("dialog", { name: "Log in to save" });
  await logIn.getByLabel("E-mail").fill("nobody-here@example.com");
  await logIn.getByLabel("Password", { exact: true }).fill("not the password");
  await logIn.getByRole("button", { name: "Log in and save" }).click();
  await expect(logIn).toBeVisible();
  await expect(page.getByText(/invalid|incorrect|wrong/i).first()).toBeVisible();

  // A forgotten password is reset in a new tab; the checklist waits in this one.
  const forgot = logIn.getByRole("link", { name: "Forgot password? (opens in a new tab)" });
  const [reset] = await Promise.all([page.context().waitForEvent("page"), forgot.click()]);
  await expect(reset).toHaveURL("/forgot-password");
  await expect(reset.getByRole("heading", { level: 1 })).toBeVisible();
  await reset.close();
  await expect(logIn).toBeVisible();
  await logIn.getByRole("button", { name: "Close" }).click();
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Family calendar",
  );
});
