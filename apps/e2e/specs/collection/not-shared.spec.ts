import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { fillLoginForm, signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { bookmarkChecklist, saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

const NOT_SHARED = "This checklist is private or no longer shared";

/** The page a visitor gets for a checklist they may not see, telling nothing of the checklist itself. */
async function expectNotShared(page: Page, secrets: readonly string[]) {
  await expect(page.getByRole("heading", { level: 1, name: NOT_SHARED })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the gallery" })).toHaveAttribute(
    "href",
    "/template-gallery",
  );
  await expect(page).toHaveTitle(/private or no longer shared/i);
  const shown = (await page.getByRole("main").textContent()) ?? "";
  for (const secret of secrets) expect(shown).not.toContain(secret);
}

/** Opens a page in full, as a link from elsewhere does; its 404 answer names nothing of the checklist. */
async function openNotShared(page: Page, path: string, secrets: readonly string[]) {
  const response = await openPage(page, path);
  expect(response?.status(), path).toBe(404);
  const html = (await response?.text()) ?? "";
  for (const secret of secrets) expect(html, path).not.toContain(secret);
  await expectNotShared(page, secrets);
}

test("a link its owner stops sharing answers 404 with a page that says so, and nothing of the checklist", async ({
  context,
  browser,
}) => {
  await signedInUser(context, "Dana Owner");
  const saved = await saveChecklist(context.request, "Camping secrets");
  await shareChecklist(context.request, saved.id);
  const secrets = ["Camping secrets", "Dana Owner"];

  const guest = await browser.newContext();
  const page = await guest.newPage();
  await openPage(page, `/view?id=${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Camping secrets" })).toBeVisible();
  await expect(page.getByText("Shared by Dana Owner")).toBeVisible();

  await shareChecklist(context.request, saved.id, false);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(404);
  const html = (await reloaded?.text()) ?? "";
  for (const secret of secrets) expect(html).not.toContain(secret);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectNotShared(page, secrets);
  await openNotShared(page, `/check-off?id=${saved.id}`, secrets);
  await openNotShared(page, `/view?id=${saved.id}&embed=1`, secrets);
  // In another site's frame the gallery opens in a new tab, and nobody is asked to log in there.
  await expect(page.getByRole("link", { name: "Go to the gallery" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);

  // A deleted checklist and one that never was look the same: nobody learns which ids exist.
  await apiClient(context.request).request("DELETE /api/checklist/:id", { params: { id: saved.id } });
  for (const id of [saved.id, randomUUID()]) {
    await openNotShared(page, `/view?id=${id}`, secrets);
    await openNotShared(page, `/check-off?id=${id}`, secrets);
  }
  await page.getByRole("link", { name: "Go to the gallery" }).click();
  await expect(page).toHaveURL("/template-gallery");
  await guest.close();
});

test("an in-app link to a checklist no longer shared shows the same page", async ({ context, browser }) => {
  await signedInUser(context, "Lee Owner");
  const saved = await saveChecklist(context.request, "Reading plans");
  await shareChecklist(context.request, saved.id);
  const secrets = ["Reading plans", "Lee Owner"];

  const reader = await browser.newContext();
  await signedInUser(reader, "Kim Reader");
  await bookmarkChecklist(reader.request, saved.id);
  const page = await reader.newPage();

  // From the view page's Check off link.
  await openPage(page, `/view?id=${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reading plans" })).toBeVisible();
  await shareChecklist(context.request, saved.id, false);
  // Marks this document: a client-side navigation keeps the mark, a full page load would lose it.
  await page.evaluate(() => document.documentElement.setAttribute("data-test-stayed", ""));
  await page.getByRole("link", { name: "Check off", exact: true }).click();
  await expect(page).toHaveURL(`/check-off?id=${saved.id}`);
  await expectNotShared(page, secrets);
  await expect(page.locator("html[data-test-stayed]")).toHaveCount(1);

  // From a bookmark in My collection, listed while it was still shared.
  await shareChecklist(context.request, saved.id);
  await openPage(page, "/dashboard?tab=bookmarks");
  const bookmark = page.getByRole("article", { name: "Reading plans" });
  await expect(bookmark).toBeVisible();
  await shareChecklist(context.request, saved.id, false);
  await page.evaluate(() => document.documentElement.setAttribute("data-test-stayed", ""));
  await bookmark.getByRole("link", { name: "Reading plans" }).click();
  await expect(page).toHaveURL(`/view?id=${saved.id}`);
  await expectNotShared(page, secrets);
  await expect(page.locator("html[data-test-stayed]")).toHaveCount(1);
  // Signed in already: no invitation to log in.
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveCount(0);
  await reader.close();
});

test("the owner, opening their private checklist's link signed out, logs in and is back on it", async ({
  browser,
}) => {
  const owner = await browser.newContext();
  const account = await signedInUser(owner, "Ari Owner");
  const saved = await saveChecklist(owner.request, "Tax papers");
  await owner.clearCookies();
  const page = await owner.newPage();
  await openNotShared(page, `/view?id=${saved.id}`, ["Tax papers", "Ari Owner"]);
  await expect(page.getByText("Is it yours? Log in to open it.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(`/view?id=${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tax papers" })).toBeVisible();
  await expect(page.getByText("Private: only you can see it")).toBeVisible();
  await owner.close();
});
