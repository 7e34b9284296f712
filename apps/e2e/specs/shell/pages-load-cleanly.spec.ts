import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";
import { collectPageErrors } from "../../support/page-errors.ts";
import { GUEST_PAGES } from "../../support/pages.ts";

test("every guest page renders on the server and hydrates without a console error", async ({ page }) => {
  const errors = collectPageErrors(page);
  for (const path of GUEST_PAGES) {
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the signed-in pages hydrate without a console error", async ({ page, context }) => {
  await signedInUser(context);
  const errors = collectPageErrors(page);
  for (const path of ["/dashboard", "/profile"]) {
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(200);
  }
  expect(errors).toEqual([]);
});
