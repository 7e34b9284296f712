import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { createFolder, moveToFolder, saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

// What the collection says, as read on a phone and by a screen reader.

test.use({ viewport: { width: 375, height: 812 } });

test("a folder's count reads in the right number, a card's time stays on one line, a dialog names itself once", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const work = await createFolder(context.request, "Work stuff");
  const saved = await saveChecklist(context.request, "Quarterly review");
  await moveToFolder(context.request, saved.id, work.id);
  await saveChecklist(context.request, "Groceries");
  await openPage(page, "/dashboard");

  const folders = page.getByRole("navigation", { name: "Folders" });
  await expect(folders.getByRole("link", { name: "Work stuff 1 checklist", exact: true })).toBeVisible();

  const card = page.getByRole("article", { name: "Quarterly review" });
  await expect(card).toContainText("Work stuff");
  const time = card.locator("time");
  await expect(time).toHaveText(/^Edited /);
  const lines = await time.evaluate((element) => {
    const height = element.getBoundingClientRect().height;
    return Math.round(height / Number.parseFloat(getComputedStyle(element).lineHeight));
  });
  expect(lines).toBe(1);

  await page.getByRole("button", { name: "Actions for Quarterly review", exact: true }).click();
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Rename checklist" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("");
  await expect(dialog.getByText("Rename checklist", { exact: true })).toHaveCount(1);
});
