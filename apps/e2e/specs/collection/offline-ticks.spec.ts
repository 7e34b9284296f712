import { expect, type Route, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { readChecklist, saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

test("ticks made offline wait in the browser, through a reload, and land once when the server answers again", async ({
  page,
  context,
}) => {
  await signedInUser(context, "Robin Owner");
  const saved = await saveChecklist(context.request, "Weekend jobs");
  await openPage(page, `/check-off?id=${saved.id}`);
  const boxes = page.getByRole("checkbox");

  await context.setOffline(true);
  for (const index of [0, 1, 2]) await boxes.nth(index).click();
  await expect(page.getByTestId("ticks-waiting")).toHaveText("Offline: 3 ticks waiting");
  await expect(boxes.nth(2)).toBeChecked();
  await page.screenshot({ path: "test-results/screens/collection/offline-ticks-waiting.png" });

  // The network is back but the server is not: the ticks go on waiting, and a reload keeps them.
  const serverAway = async (route: Route) => route.fulfill({ status: 503, body: "Service unavailable" });
  await page.route("**/api/checklist/*/check", serverAway);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("ticks-waiting")).toHaveText("Offline: 3 ticks waiting");
  await expect(boxes.nth(0)).toBeChecked();
  expect((await readChecklist(context.request, saved.id)).revision).toBe(saved.revision);

  // The server answers again: each tick lands once.
  await page.unroute("**/api/checklist/*/check", serverAway);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await readChecklist(context.request, saved.id)).revision)
    .toBe(saved.revision + 3);
  await page.reload();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
  expect((await readChecklist(context.request, saved.id)).revision).toBe(saved.revision + 3);
});
