import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { checklistIdOf, expectSaved, openEditor, pages, saveButton } from "./editor-page.ts";

/** A signed-in user with template 6 saved to the collection and still open in the editor; its id. */
async function openSavedChecklist(page: Page, context: BrowserContext): Promise<string> {
  await signedInUser(context);
  await openEditor(page, "/editor?template=6");
  await saveButton(page).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/checklist=/);
  return checklistIdOf(page);
}

test("leaving with unsaved changes asks first, in the app and when closing the tab", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await openEditor(page, "/editor?template=1");
  const title = pages(page).getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Errands for Saturday");

  const collection = page.getByRole("link", { name: "My collection" });
  await collection.click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay in the editor" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/editor\?template=1$/);
  await expect(title).toHaveValue("Errands for Saturday");

  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  await collection.click();
  await question.getByRole("button", { name: "Leave anyway" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("nothing is asked once the changes are saved", async ({ page, context }) => {
  await signedInUser(context);
  await openEditor(page, "/editor?template=3");
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("This week");
  await saveButton(page).click();
  await expect(page.getByText("The checklist has been saved to your collection.")).toBeVisible();
  await expectSaved(page);
  await page.getByRole("link", { name: "My collection" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("a saved checklist with changes still waiting can be saved on the way out", async ({
  page,
  context,
}) => {
  const id = await openSavedChecklist(page, context);
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("Thirty days of stretching");
  // Straight away, before the changes have saved themselves.
  await page.getByRole("link", { name: "My collection" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await question.getByRole("button", { name: "Save and leave" }).click();
  await expect(page).toHaveURL("/dashboard");
  const stored = await (await context.request.get(`/api/checklist/${id}`)).json();
  expect(stored.title).toBe("Thirty days of stretching");
});

test("saving on the way out waits for a save already under way instead of calling it a conflict", async ({
  page,
  context,
}) => {
  const id = await openSavedChecklist(page, context);
  // A slow connection: saves stay on their way until the test lets them through, however long the clicks
  // below take on a busy machine.
  let letSavesThrough = () => {};
  const savesLetThrough = new Promise<void>((resolve) => {
    letSavesThrough = resolve;
  });
  await page.route(`**/api/checklist/${id}`, async (route) => {
    if (route.request().method() === "PUT") await savesLetThrough;
    await route.continue();
  });
  const autosaveSent = page.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith(`/api/checklist/${id}`),
  );
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("Thirty days of yoga");
  await autosaveSent;
  // The save is on its way but has not come back yet.
  await page.getByRole("link", { name: "My collection" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await question.getByRole("button", { name: "Save and leave" }).click();
  letSavesThrough();
  await expect(page).toHaveURL("/dashboard", { timeout: 15_000 });
  const stored = await (await context.request.get(`/api/checklist/${id}`)).json();
  expect(stored.title).toBe("Thirty days of yoga");
});
