import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { newUserDetails } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { PAID_BASE_URL } from "../../support/paid-env.ts";
import { expectSaved, openEditor, panelTab, saveButton } from "../editor/editor-page.ts";

test("a free user may try a premium font; saving opens the pricing modal, and resetting saves for free", async ({
  page,
  context,
}) => {
  // The editor, a refused save and a second save, on a machine that also runs the paid server.
  test.setTimeout(120_000);
  await apiClient({ request: context.request, baseUrl: PAID_BASE_URL }).request("POST /api/register", {
    body: newUserDetails("Flo Free"),
  });
  await openEditor(page);
  const design = await panelTab(page, "Design");
  const titleFont = design.getByLabel("Title font");
  await expect(titleFont.getByRole("option", { name: "Caveat ◆ Premium" })).toHaveCount(1);
  await titleFont.selectOption("Caveat");
  await saveButton(page).click();

  const modal = page.getByRole("dialog", { name: "This is a Premium feature" });
  await expect(modal).toContainText("This checklist uses a premium font");
  await expect(modal.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
  await page.screenshot({ path: "test-results/screens/billing/pricing-modal-1280.png" });
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole("button", { name: "Reset premium features" }).click();
  await expect(modal).toHaveCount(0);
  await expect(titleFont).toHaveValue("Arial");
  await saveButton(page).click();
  await expectSaved(page);
});
