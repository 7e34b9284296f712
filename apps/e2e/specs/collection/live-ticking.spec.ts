import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

test("two people on one list shared to tick off see each other's ticks as they are made, and who is here", async ({
  page,
  context,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInUser(context, "Robin Owner");
  const saved = await saveChecklist(context.request, "Trip packing");
  await shareChecklist(context.request, saved.id, true, "tick");
  await openPage(page, `/check-off?id=${saved.id}`);
  const ownPresence = page.getByTestId("live-presence");
  await expect(ownPresence).toContainText("Only you here");

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  const visitor = await phone.newPage();
  await openPage(visitor, `/check-off?id=${saved.id}`);
  await expect(ownPresence).toContainText("2 people here");
  await expect(ownPresence.getByText("RO", { exact: true })).toBeVisible();
  await expect(ownPresence.getByText("Guest", { exact: true })).toBeVisible();
  await expect(visitor.getByTestId("live-presence")).toContainText("2 people here");

  // Each sees the other's tick without a reload.
  await visitor.getByRole("checkbox").first().tap();
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await page.getByRole("checkbox").nth(1).click();
  await expect(visitor.getByRole("checkbox").nth(1)).toBeChecked();
  await visitor.getByRole("checkbox").first().tap();
  await expect(page.getByRole("checkbox").first()).not.toBeChecked();
  await page.screenshot({ path: "test-results/screens/collection/live-ticking-1280.png" });
  await visitor.screenshot({ path: "test-results/screens/collection/live-ticking-375.png" });

  // A closed tab leaves.
  await phone.close();
  await expect(ownPresence).toContainText("Only you here");
});

test("when the owner stops sharing, a visitor's open page says so within 5 s and takes no more ticks", async ({
  context,
  browser,
}) => {
  await signedInUser(context, "Robin Owner");
  const saved = await saveChecklist(context.request, "Chores");
  await shareChecklist(context.request, saved.id, true, "tick");
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await openPage(visitor, `/check-off?id=${saved.id}`);
  await expect(visitor.getByTestId("live-presence")).toBeVisible();

  await shareChecklist(context.request, saved.id, false);
  await expect(
    visitor.getByRole("alert").filter({ hasText: "This checklist is no longer shared." }),
  ).toBeVisible({
    timeout: 5_000,
  });
  // Who was here is not left standing once the page is no longer live.
  await expect(visitor.getByTestId("live-presence")).toHaveCount(0);
  await visitor.getByRole("checkbox").first().click();
  await expect(visitor.getByRole("checkbox").first()).not.toBeChecked();
  await other.close();
});
