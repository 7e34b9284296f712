import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { holdChunkUntilOffline } from "../../support/held-chunk.ts";
import { openPage } from "../../support/navigation.ts";
import { expectSaved, openEditor, pages, panelTab, saveButton } from "./editor-page.ts";

test("a checklist that is missing or someone else's, or a bad template, cannot be opened", async ({
  page,
  context,
}) => {
  const response = await openPage(page, "/editor?template=999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This checklist cannot be opened" })).toBeVisible();
  expect((await openPage(page, "/editor?template=abc"))?.status()).toBe(404);

  // A guest is sent to sign in first.
  await openPage(page, "/editor?checklist=8c1b3a0e-4a4e-4b58-9a55-0d9c0cf0f2a1");
  await expect(page).toHaveURL("/login");

  await signedInUser(context);
  expect((await openPage(page, "/editor?checklist=8c1b3a0e-4a4e-4b58-9a55-0d9c0cf0f2a1"))?.status()).toBe(
    404,
  );
  await expect(page.getByRole("link", { name: "Go to My collection" })).toBeVisible();
  await page.getByRole("link", { name: "Start a new checklist" }).click();
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Daily Checklist",
  );
});

test("offline, changes wait and are saved once back online", async ({ page, context }) => {
  await signedInUser(context);
  await openEditor(page, "/editor?template=7");
  await saveButton(page).click();
  await expectSaved(page);
  await context.setOffline(true);
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("Self-care, offline");
  await expect(
    page.getByRole("status").filter({ hasText: "Offline, will save when back" }).first(),
  ).toBeVisible({
    timeout: 10_000,
  });
  await context.setOffline(false);
  await expectSaved(page);
  await page.reload();
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Self-care, offline",
  );
});

test("going offline while the editor fetches its later parts keeps the page, not the browser's offline page", async ({
  page,
  context,
}) => {
  // The Design tab's code is held until the connection is gone, then fails as it would on a train.
  const designTab = await holdChunkUntilOffline(page, context, "design-tab");
  await openEditor(page, "/editor?template=7");
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await designTab.goOffline();
  // A reload would show the browser's "No internet" page instead of the editor, and lose the marker.
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await context.setOffline(false);
  await page.unrouteAll();
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
  await pages(page).getByRole("textbox", { name: "Title", exact: true }).fill("Still here");
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Still here");
  // Back online, the Design tab loads its code afresh.
  const design = await panelTab(page, "Design");
  await expect(design.getByRole("radiogroup", { name: "Background" })).toBeVisible();
});

test("printing prints the pages alone, without fields or empty rows", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      const sheet = document.querySelector("[data-sheet-print-root]");
      (window as unknown as { printed: unknown }).printed = {
        mode: sheet?.getAttribute("data-mode"),
        inputs: sheet?.querySelectorAll("input, textarea").length,
      };
    };
  });
  await openEditor(page, "/editor?template=9");
  const save = await panelTab(page, "Save");
  await save.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: unknown }).printed)).toEqual({
    mode: "print",
    inputs: 0,
  });
  // Back to editing straight after.
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toBeVisible();

  // What the browser prints: the sheet's pages and nothing of the editor around them.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("tablist", { name: "Editor panel" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(pages(page).getByRole("region", { name: "Page 1 of 1" })).toBeVisible();
});
