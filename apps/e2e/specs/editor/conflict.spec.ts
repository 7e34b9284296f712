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

test("two tabs editing one checklist never silently lose either tab's work", async ({ context }) => {
  await signedInUser(context);
  const id = await savedChecklist(context);
  const first = await context.newPage();
  const second = await context.newPage();
  await openEditor(first, `/editor?checklist=${id}`);
  await openEditor(second, `/editor?checklist=${id}`);
  const headline = (page: Page) => pages(page).getByRole("textbox", { name: "Headline", exact: true });
  const stored = async () => (await context.request.get(`/api/checklist/${id}`)).json();

  await title(first).fill("Edited in the first tab");
  await expectSaved(first);

  // The second tab is behind: its save is refused and the person is asked, not overwritten.
  await headline(second).fill("Edited in the second tab");
  const question = second.getByRole("dialog", { name: "This checklist was changed elsewhere" });
  await expect(question).toBeVisible({ timeout: 10_000 });
  await question.getByRole("button", { name: "Keep my version" }).click();
  await expect(second.getByText("The checklist has been updated.")).toBeVisible();
  await expectSaved(second);
  expect(await stored()).toMatchObject({
    title: "Weekly To-Do List",
    data: { headline: "Edited in the second tab" },
  });

  // Now the first tab is behind. Taking the other version shows it; its own stays one undo away.
  await title(first).fill("Edited again in the first tab");
  const firstQuestion = first.getByRole("dialog", { name: "This checklist was changed elsewhere" });
  await expect(firstQuestion).toBeVisible({ timeout: 10_000 });
  await firstQuestion.getByRole("button", { name: "Close" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Changed in another tab" }).first()).toBeVisible();
  await first.getByRole("button", { name: "Resolve" }).first().click();
  await firstQuestion.getByRole("button", { name: "Load the other version" }).click();
  await expect(title(first)).toHaveValue("Weekly To-Do List");
  await expect(headline(first)).toHaveValue("Edited in the second tab");
  await first.keyboard.press("Control+z");
  await expect(title(first)).toHaveValue("Edited again in the first tab");
  await expectSaved(first);
  expect((await stored()).title).toBe("Edited again in the first tab");
});
