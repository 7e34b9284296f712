import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { newAdmin } from "../../support/admins.ts";
import { openPage } from "../../support/navigation.ts";

test("the testimonials admin is a plain 404 to guests and to people who are not admins", async ({
  page,
  context,
}) => {
  const asGuest = await page.goto("/admin/testimonials");
  expect(asGuest?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Testimonials" })).toHaveCount(0);
  await signedInUser(context);
  const asUser = await page.goto("/admin/testimonials");
  expect(asUser?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Testimonials" })).toHaveCount(0);
});

test("an admin adds a testimonial, sees it on home in its order, edits it and hides it", async ({
  browser,
  context,
  page,
}) => {
  await newAdmin(browser, context, "Tess Admin");
  const name = `Grace ${randomUUID().slice(0, 8)}`;
  const quote = `I print a fresh tracker every month, and ${name} never misses a day now.`;
  const home = await browser.newPage();
  const testimonialsOnHome = home.getByRole("region", { name: /people|love|say|testimonial/i });

  await openPage(page, "/admin/testimonials");
  expect(await seriousViolations(page)).toEqual([]);
  const form = page.getByRole("form", { name: "New testimonial" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Role or context").fill("Teacher and runner");
  await form.getByLabel("Quote").fill(quote);
  await form.getByLabel("Rating (1 to 5)").fill("5");
  await form.getByLabel("Order").fill("100000");
  await form.getByRole("button", { name: "Add testimonial" }).click();
  const saved = page.getByRole("form", { name: `Testimonial by ${name}` });
  await expect(saved).toBeVisible();

  // In order, lowest first: the highest order comes last on home.
  await openPage(home, "/");
  await expect(home.getByText(quote)).toBeVisible();
  await expect(testimonialsOnHome.getByRole("listitem").last()).toContainText(name);

  const edited = `${quote} Printing on Letter is perfect too.`;
  await saved.getByLabel("Quote").fill(edited);
  await saved.getByRole("button", { name: "Save" }).click();
  await expect(saved.getByRole("button", { name: "Save" })).toBeEnabled();
  await openPage(home, "/");
  await expect(home.getByText(edited)).toBeVisible();

  await saved.getByLabel("Hidden").check();
  await saved.getByRole("button", { name: "Save" }).click();
  await expect(saved.getByRole("button", { name: "Save" })).toBeEnabled();
  await openPage(home, "/");
  await expect(home.getByText(name)).toHaveCount(0);
  // Hidden, not gone: the admin still has it, marked hidden.
  await page.reload();
  await expect(page.getByRole("form", { name: `Testimonial by ${name}` }).getByLabel("Hidden")).toBeChecked();
});
