import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

test("a modal ignores clicks outside, closes with Escape or its button, and returns focus", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await openPage(page, "/profile");
  const opener = page.getByRole("button", { name: "Delete account" });
  await opener.click();
  const modal = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box?.width).toBe(500);

  await page.mouse.click(20, 20);
  await expect(modal).toBeVisible();

  // Focus stays inside while the modal is open.
  for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
  expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();
});
