import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { BASE_URL } from "../../support/env.ts";
import { expectSaved, openEditor, pages } from "./editor-page.ts";

/** A checklist in the signed-in user's collection, made from template 3 through the API. */
async function savedChecklist(context: BrowserContext): Promise<string> {
  const template = await (await context.request.get("/api/templates/3/data")).json();
  const created = await context.request.post("/api/checklist", {
    data: { data: template.data, templateId: 3 },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

function title(page: Page) {
  return pages(page).getByRole("textbox", { name: "Title", exact: true });
}

test("a saved checklist saves itself as it is edited, and says so", async ({ page, context }) => {
  await signedInUser(context);
  const id = await savedChecklist(context);
  await openEditor(page, `/editor?checklist=${id}`);
  await expectSaved(page);
  await title(page).fill("Week of the big move");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Unsaved changes|Saving…/ })
      .first(),
  ).toBeVisible();
  await expectSaved(page);
  await page.reload();
  await expect(title(page)).toHaveValue("Week of the big move");
  const stored = await (await context.request.get(`/api/checklist/${id}`)).json();
  expect(stored).toMatchObject({ title: "Week of the big move", revision: 2 });
});

test("two devices editing one checklist never silently lose either one's work", async ({
  browser,
  context,
}) => {
  const user = await signedInUser(context);
  const id = await savedChecklist(context);
  // Another device: its own browser profile, signed in as the same person.
  const otherDevice = await browser.newContext();
  const login = await otherDevice.request.post("/api/login", {
    data: { email: user.email, password: user.password },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
  const first = await context.newPage();
  const second = await otherDevice.newPage();
  await openEditor(first, `/editor?checklist=${id}`);
  await openEditor(second, `/editor?checklist=${id}`);
  const headline = (page: Page) => pages(page).getByRole("textbox", { name: "Headline", exact: true });
  const stored = async () => (await context.request.get(`/api/checklist/${id}`)).json();

  await title(first).fill("Edited on the laptop");
  await expectSaved(first);

  // The second device is behind: its save is refused and the person is asked, not overwritten.
  await headline(second).fill("Edited on the phone");
  const question = second.getByRole("dialog", { name: "This checklist was changed elsewhere" });
  await expect(question).toBeVisible({ timeout: 10_000 });
  await question.getByRole("button", { name: "Keep my version" }).click();
  await expect(second.getByText("The checklist has been updated.")).toBeVisible();
  await expectSaved(second);
  expect(await stored()).toMatchObject({
    title: "Weekly To-Do List",
    data: { headline: "Edited on the phone" },
  });

  // Now the first is behind. Taking the other version shows it; its own stays one undo away.
  await title(first).fill("Edited again on the laptop");
  const firstQuestion = first.getByRole("dialog", { name: "This checklist was changed elsewhere" });
  await expect(firstQuestion).toBeVisible({ timeout: 10_000 });
  await firstQuestion.getByRole("button", { name: "Close" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Changed elsewhere" }).first()).toBeVisible();
  await first.getByRole("button", { name: "Resolve" }).first().click();
  await firstQuestion.getByRole("button", { name: "Load the other version" }).click();
  await expect(title(first)).toHaveValue("Weekly To-Do List");
  await expect(headline(first)).toHaveValue("Edited on the phone");
  await first.keyboard.press("Control+z");
  await expect(title(first)).toHaveValue("Edited again on the laptop");
  await expectSaved(first);
  expect((await stored()).title).toBe("Edited again on the laptop");
  await otherDevice.close();
});

test("two tabs of one browser hear of each other's saves at once", async ({ context }) => {
  await signedInUser(context);
  const id = await savedChecklist(context);
  const first = await context.newPage();
  const second = await context.newPage();
  await openEditor(first, `/editor?checklist=${id}`);
  await openEditor(second, `/editor?checklist=${id}`);

  // A tab with nothing unsaved simply shows the newer copy.
  await title(first).fill("Saved in the first tab");
  await expectSaved(first);
  await expect(title(second)).toHaveValue("Saved in the first tab");
  await expect(second.getByText("Updated with the changes saved in another tab.")).toBeVisible();

  // A tab with unsaved changes is asked straight away.
  await pages(second).getByRole("textbox", { name: "Headline", exact: true }).fill("Typed in the second tab");
  await title(first).fill("Saved in the first tab again");
  const question = first.getByRole("dialog", { name: "This checklist was changed elsewhere" });
  await expect(question).toBeVisible({ timeout: 10_000 });
  await question.getByRole("button", { name: "Load the other version" }).click();
  await expect(pages(first).getByRole("textbox", { name: "Headline", exact: true })).toHaveValue(
    "Typed in the second tab",
  );
});
