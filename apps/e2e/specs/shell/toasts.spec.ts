import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { holdChunkUntilOffline } from "../../support/held-chunk.ts";
import { openPage } from "../../support/navigation.ts";
import { goOfflineWithToasts } from "../../support/offline.ts";

test("a failed call shows a red error toast titled Error", async ({ page, context }) => {
  await signedInUser(context);
  const gone = await saveChecklist(context.request, "Deleted elsewhere");
  await openPage(page, "/dashboard");
  // Another device deletes it while this page still shows it.
  await apiClient(context.request).request("DELETE /api/checklist/:id", { params: { id: gone.id } });
  await page.getByRole("button", { name: "Actions for Deleted elsewhere", exact: true }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete checklist" }).click();
  const toast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("The checklist hasn't been deleted.");
  await expect(toast).toHaveCSS("color", "rgb(198, 40, 40)");
  // Notifications go after 2000 ms (docs/PRODUCT.md, Notifications).
  await expect(toast).toHaveCount(0, { timeout: 4000 });
});

test("going offline shows a notice and a blue info toast; coming back says so", async ({ page, context }) => {
  await openPage(page, "/");
  await goOfflineWithToasts(page, context);
  const info = page.locator("[data-sonner-toast][data-type='info']").first();
  await expect(info).toContainText(
    "You are offline. Ticks and edits wait here and are saved once you reconnect.",
  );
  await expect(info).toHaveCSS("color", "rgb(31, 95, 209)");
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "You are back online." })).toBeVisible();
});

test("going offline before the toasts' code has come keeps the page, and the toasts come back with the connection", async ({
  page,
  context,
}) => {
  // The toasts' code is held until the connection is gone, then fails as it would on a train.
  const toaster = await holdChunkUntilOffline(page, context, "toaster");
  await openPage(page, "/template-gallery");
  await toaster.goOffline();
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Something went wrong/);
  await expect(page.getByRole("link", { name: "Templates gallery" }).first()).toBeVisible();

  await page.unrouteAll();
  await context.setOffline(false);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "You are back online." })).toBeVisible();
});
