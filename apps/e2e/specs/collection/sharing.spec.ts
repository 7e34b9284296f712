import { expect, test } from "@playwright/test";
import { fillLoginForm, newUserDetails, registerUser, signedInUser } from "../../support/accounts.ts";
import { saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { BASE_URL } from "../../support/env.ts";
import { openPage } from "../../support/navigation.ts";

test("the owner shares a link, a signed-out visitor opens it, and after revoking it answers 404 saying it is not shared", async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signedInUser(context, "Dana Owner");
  const saved = await saveChecklist(context.request, "Camping trip");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Camping trip" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share checklist" });
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeDisabled();
  const toggle = dialog.getByRole("switch", { name: "Share with a link" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("The link has been copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${BASE_URL}/view?id=${saved.id}`);
  await expect(dialog.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
    "href",
    /facebook\.com\/sharer/,
  );

  await dialog.getByRole("button", { name: "Copy as Markdown" }).click();
  await expect(page.getByText("The list has been copied as Markdown.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Camping trip/m);
  await dialog.getByRole("button", { name: "Copy as Plain text" }).click();
  await expect(page.getByText("The list has been copied as plain text.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Camping trip");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("article", { name: "Camping trip" })).toContainText("Shared");

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const shown = await guestPage.goto(link);
  expect(shown?.status()).toBe(200);
  await expect(guestPage.getByRole("heading", { level: 1, name: "Camping trip" })).toBeVisible();
  await expect(guestPage.getByText("Shared by Dana Owner")).toBeVisible();
  await expect(guestPage.getByRole("region", { name: /^Page 1 of / })).toBeVisible();
  await expect(guestPage.getByRole("link", { name: "Edit" })).toHaveCount(0);

  await page.getByRole("button", { name: "Actions for Camping trip" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("dialog").getByRole("switch", { name: "Share with a link" }).click();
  await expect(page.getByText("Link sharing is off")).toBeVisible();
  const revoked = await guestPage.goto(link);
  expect(revoked?.status()).toBe(404);
  await expect(
    guestPage.getByRole("heading", { name: "This checklist is private or no longer shared" }),
  ).toBeVisible();
  await guest.close();
});

test("the owner sees a private checklist on /view and /check-off; others get 404", async ({
  page,
  context,
  browser,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Private plans");
  await openPage(page, `/view?id=${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Private plans" })).toBeVisible();
  await expect(page.getByText("Private: only you can see it")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute(
    "href",
    `/editor?checklist=${saved.id}`,
  );

  const other = await browser.newContext();
  await signedInUser(other, "Someone Else");
  const otherPage = await other.newPage();
  for (const path of [`/view?id=${saved.id}`, `/check-off?id=${saved.id}`, "/view?id=not-an-id", "/view"]) {
    expect((await otherPage.goto(path))?.status(), path).toBe(404);
  }
  await other.close();
});

test("a second user bookmarks a shared checklist and finds it under Bookmarks", async ({
  context,
  browser,
}) => {
  await signedInUser(context, "Lee Sharer");
  const saved = await saveChecklist(context.request, "Reading list");
  await shareChecklist(context.request, saved.id);

  const reader = await browser.newContext();
  await signedInUser(reader, "Kim Reader");
  const page = await reader.newPage();
  await openPage(page, `/view?id=${saved.id}`);
  const bookmark = page.getByRole("button", { name: "Bookmark" });
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  await bookmark.click();
  await expect(page.getByText("The checklist has been saved to your bookmarks.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmarked" })).toHaveAttribute("aria-pressed", "true");

  await openPage(page, "/dashboard");
  await page.getByRole("navigation", { name: "Collection" }).getByRole("link", { name: "Bookmarks" }).click();
  await expect(page).toHaveURL("/dashboard?tab=bookmarks");
  const bookmarked = page.getByRole("article", { name: "Reading list" });
  await expect(bookmarked).toContainText("by Lee Sharer");
  await bookmarked.getByRole("button", { name: "Remove Reading list from bookmarks" }).click();
  await expect(page.getByText("The checklist has been deleted from your bookmarks.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No bookmarks yet" })).toBeVisible();
  await reader.close();
});

test("a guest who asks to bookmark signs in and is back on the checklist with the bookmark made", async ({
  context,
  browser,
  request,
}) => {
  await signedInUser(context, "Lee Sharer");
  const saved = await saveChecklist(context.request, "Open to all");
  await shareChecklist(context.request, saved.id);
  const reader = await registerUser(request, newUserDetails("Kim Reader"));
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await openPage(page, `/view?id=${saved.id}`);
  await page.getByRole("button", { name: "Bookmark" }).click();
  const dialog = page.getByRole("dialog", { name: "Keep it in your collection" });
  await dialog.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/^[^?]*\/login\?/);
  await fillLoginForm(page, reader);
  await expect(page).toHaveURL(`/view?id=${saved.id}`);
  await expect(page.getByText("The checklist has been saved to your bookmarks.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmarked" })).toHaveAttribute("aria-pressed", "true");
  const bookmarks = await (await guest.request.get("/api/bookmarks")).json();
  expect(JSON.stringify(bookmarks)).toContain(saved.id);
  await guest.close();
});

test("a guest who asks to bookmark can create an account on the way, and the sign-in pages keep only a path on this site", async ({
  context,
  browser,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Shared with newcomers");
  await shareChecklist(context.request, saved.id);
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await openPage(page, `/view?id=${saved.id}`);
  await page.getByRole("button", { name: "Bookmark" }).click();
  await page
    .getByRole("dialog", { name: "Keep it in your collection" })
    .getByRole("link", { name: "Create account" })
    .click();
  const newcomer = newUserDetails("Ash Newcomer");
  await page.getByLabel("Name").fill(newcomer.name);
  await page.getByLabel("E-mail").fill(newcomer.email);
  await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`/view?id=${saved.id}`);
  await expect(page.getByRole("button", { name: "Bookmarked" })).toHaveAttribute("aria-pressed", "true");
  await guest.close();

  // A return address that leaves the site is ignored: the sign-in lands on the collection.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const account = await registerUser(other.request);
  await other.clearCookies();
  await openPage(visitor, "/login?next=//evil.example/steal");
  await fillLoginForm(visitor, account);
  await expect(visitor).toHaveURL("/dashboard");
  await other.close();
});
