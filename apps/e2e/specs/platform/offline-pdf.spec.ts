import { expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { goOfflineWithToasts } from "../../support/offline.ts";
import { openEditor, panelTab } from "../editor/editor-page.ts";

const NO_DOWNLOAD = "You are offline. Downloading a PDF needs a connection.";
const NO_EMAIL = "You are offline. Sending the PDF by e-mail needs a connection.";

/**
 * The error toast saying this, and never the "try again" of a failure a retry would mend; then its two
 * seconds pass, so the next action's toast is its own.
 */
async function expectSaid(page: Page, message: string) {
  const toast = page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /try again/i })).toHaveCount(0);
  // A toast under the pointer waits for it to leave.
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 5000 });
}

/** Makes the browser's print dialog a mark the test can read: printing needs no connection. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = "yes";
    };
  });
}

test("offline, the editor's Download PDF buttons say a PDF needs a connection, and Print still prints", async ({
  page,
  context,
}) => {
  await recordPrints(page);
  await openEditor(page);
  const save = await panelTab(page, "Save");
  await goOfflineWithToasts(page, context);

  const inToolbar = page.locator(":not([role='tabpanel'] *)");
  await page.getByRole("button", { name: "Download PDF" }).and(inToolbar).click();
  await expectSaid(page, NO_DOWNLOAD);
  await save.getByRole("button", { name: "Download PDF" }).click();
  await expectSaid(page, NO_DOWNLOAD);

  await save.getByRole("button", { name: "Print" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
});

test("offline, the view page's Download says a PDF needs a connection, and Print still prints", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Trip to the coast");
  await recordPrints(page);
  await openPage(page, `/view?id=${saved.id}`);
  await goOfflineWithToasts(page, context);

  await page.getByRole("button", { name: "Download", exact: true }).click();
  await page.getByRole("button", { name: "With my ticks" }).click();
  await expectSaid(page, NO_DOWNLOAD);
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await page.getByRole("button", { name: "With my ticks" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
});

test("offline, a card's Download PDF and Send by e-mail say they need a connection, and the dialog keeps its address", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await saveChecklist(context.request, "Weekly shop");
  await openPage(page, "/dashboard");
  const menu = page.getByRole("button", { name: "Actions for Weekly shop" });
  // The dialog's code loads when it first opens; the connection drops while the address is typed.
  await menu.click();
  await page.getByRole("button", { name: "Send by e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Send to e-mail" });
  await dialog.getByLabel("E-mail").fill("friend@example.com");
  await goOfflineWithToasts(page, context);

  await dialog.getByRole("button", { name: "Send PDF" }).click();
  await expectSaid(page, NO_EMAIL);
  await expect(dialog.getByLabel("E-mail")).toHaveValue("friend@example.com");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await menu.click();
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expectSaid(page, NO_DOWNLOAD);
  // Nothing is being prepared: no "Preparing your PDF…" beside it.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Preparing" })).toHaveCount(0);
});

test("offline, the gallery preview's Download PDF says a PDF needs a connection", async ({
  page,
  context,
}) => {
  await openPage(page, "/template-gallery?type=weekly-to-do-list");
  await page.locator("main [data-template]").filter({ hasText: "Work Week To-Do List" }).click();
  const preview = page.getByRole("dialog", { name: "Work Week To-Do List" });
  await expect(preview.getByRole("region", { name: /^Page 1 of/ })).toBeVisible();
  await goOfflineWithToasts(page, context);

  await preview.getByRole("button", { name: "Download PDF" }).click();
  await expectSaid(page, NO_DOWNLOAD);
});
