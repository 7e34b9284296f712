import { expect, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

test("a visitor sends a message through the contact form", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).first().click();
  await expect(page).toHaveURL("/contact-us");
  await page.getByLabel("Name").fill("Casey Jones");
  await page.getByLabel("E-mail").fill("casey@example.com");
  await page.getByLabel("Subject").fill("A template idea");
  await page.getByLabel("Message").fill("Could you add a reading tracker with a shelf for each month?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Thank you! Your message has been sent." }),
  ).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByLabel("Name")).toHaveValue("Casey Jones");
});

test("the contact form checks its fields first", async ({ page }) => {
  await openPage(page, "/contact-us");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("E-mail is required.")).toBeVisible();
  await expect(page.getByText("Subject is required.")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
});
