import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { readChecklist, saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

test("the owner shares a list for ticking off: two visitors without accounts tick the one list, and View keeps ticks in the browser again", async ({
  page,
  context,
  browser,
}) => {
  await signedInUser(context, "Robin Owner");
  const saved = await saveChecklist(context.request, "Family chores");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Family chores" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share checklist" });
  // The choice shows once the link is on; View is what a link starts with.
  await expect(dialog.getByRole("radiogroup", { name: "Anyone with the link can" })).toHaveCount(0);
  await dialog.getByRole("switch", { name: "Share with a link" }).click();
  const access = dialog.getByRole("radiogroup", { name: "Anyone with the link can" });
  await expect(access.getByRole("radio", { name: "View" })).toBeChecked();
  await access.getByText("Tick off").click();
  await expect(page.getByText("anyone with the link can tick the checklist off, for everyone")).toBeVisible();
  await expect(access.getByRole("radio", { name: "Tick off" })).toBeChecked();
  expect((await readChecklist(context.request, saved.id)).access).toBe("tick");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("article", { name: "Family chores" })).toContainText("Shared to tick off");

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await openPage(firstPage, `/check-off?id=${saved.id}`);
  await expect(firstPage.getByText("your ticks are saved for everyone with the link")).toBeVisible();
  await firstPage.getByRole("checkbox").first().click();
  await expect(firstPage.getByText("All changes saved")).toBeVisible();
  await expect
    .poll(async () => (await readChecklist(context.request, saved.id)).revision)
    .toBe(saved.revision + 1);

  const second = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  const secondPage = await second.newPage();
  await openPage(secondPage, `/check-off?id=${saved.id}`);
  await expect(secondPage.getByRole("checkbox").first()).toBeChecked();
  await secondPage.getByRole("checkbox").nth(1).tap();
  await expect(secondPage.getByText("All changes saved")).toBeVisible();
  await firstPage.reload();
  await expect(firstPage.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  // Ticks only: writing in the list's notes is the owner's.
  const notes = secondPage.getByRole("textbox").first();
  await notes.scrollIntoViewIfNeeded();
  await notes.click();
  await secondPage.keyboard.type("Mine now");
  await expect(secondPage.getByText("only its owner writes in it").first()).toBeVisible();
  await expect(notes).toHaveValue("");
  expect((await readChecklist(context.request, saved.id)).revision).toBe(saved.revision + 2);

  // Back to View: the link still opens, and a visitor's ticks stay in their browser.
  await page.getByRole("button", { name: "Actions for Family chores" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await access.getByText("View").click();
  await expect(page.getByText("anyone with the link can view the checklist")).toBeVisible();
  await firstPage.reload();
  await expect(firstPage.getByText("Your ticks are kept in this browser only.")).toBeVisible();
  await firstPage.getByRole("checkbox").nth(2).click();
  await expect(firstPage.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
  expect((await readChecklist(context.request, saved.id)).revision).toBe(saved.revision + 2);
  await first.close();
  await second.close();
});
