import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { newUserDetails } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { routePaddle } from "../../support/paddle-overlay.ts";
import { PAID_BASE_URL, STAND_IN_URL_FILE } from "../../support/paid-env.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const standInUrl = () => readFileSync(STAND_IN_URL_FILE, "utf8").trim();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/billing/${name}.png`, fullPage: true });

/** A small checklist with a premium font: what a subscriber may save and a free user may not add. */
function premiumDoc(doc: unknown) {
  const d = doc as { design: { fonts: object } };
  return { ...d, design: { ...d.design, fonts: { heading: "Caveat", body: "Arial" } } };
}

test("subscribe monthly with a coupon, upgrade to yearly, cancel, and keep every checklist after the end", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await routePaddle(page, standInUrl());
  const user = newUserDetails("Sam Paddle");
  const api = apiClient({ request: context.request, baseUrl: PAID_BASE_URL });
  await api.request("POST /api/register", { body: user });
  const template = (await api.request("GET /api/templates"))[0];
  const starter = template
    ? await api.request("GET /api/templates/:id/data", { params: { id: template.id } })
    : null;
  const data = (starter as { data: unknown } | null)?.data;
  const saved = await api.request("POST /api/checklist", { body: { data: data as never } });
  const refused = await api
    .request("POST /api/checklist", { body: { data: premiumDoc(data) as never } })
    .catch((e) => e);
  expect(refused).toMatchObject({ status: 402 });

  // The coupon from the address is kept for the visit and shown on the pricing page.
  await page.goto("/pricing?coupon=welcome20");
  await expect(page.getByText("Coupon WELCOME20: 20% off.")).toBeVisible();
  await page.getByRole("tab", { name: "monthly" }).click();
  await expect(page.getByRole("region", { name: "Premium" })).toContainText("$4.80");
  await shot(page, "pricing-1280");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Get Premium monthly" }).click();

  const checkout = page.getByRole("dialog", { name: "Paddle checkout" });
  await expect(checkout).toContainText("Total today: $4.80");
  await expect(checkout).toContainText(`E-mail: ${user.email}`);
  await expect(checkout).toContainText("Coupon: WELCOME20");
  await checkout.getByRole("button", { name: "Pay now" }).click();
  await expect(
    page.getByText("Welcome onboard! Now you can enjoy Premium features and templates!"),
  ).toBeVisible();
  await shot(page, "payment-processing-1280");
  await page.getByRole("button", { name: "Start creating" }).click();
  // Premium unlocks without signing out: the header's diamond, and the premium font saves.
  await expect(page.locator('[title="Premium"]').first()).toBeVisible();
  await api.request("POST /api/checklist", { body: { data: premiumDoc(data) as never } });

  await page.goto("/profile");
  const subscription = page.getByRole("region", { name: "Subscription" });
  await expect(subscription).toContainText("Premium, monthly");
  await expect(subscription).toContainText("Renews on");
  await expect(page.getByRole("region", { name: "Billing history" })).toContainText("$4.80");
  await shot(page, "settings-1280");

  await subscription.getByRole("button", { name: "Upgrade to yearly" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to yearly" });
  await expect(upgrade).toContainText("$42.00");
  await shot(page, "upgrade-modal-1280");
  await upgrade.getByRole("button", { name: "Upgrade now" }).click();
  await expect(toast(page, "Yearly subscription has been activated.")).toBeVisible();
  await expect(subscription).toContainText("Premium, yearly");

  await subscription.getByRole("button", { name: "Cancel subscription" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await shot(page, "cancel-modal-1280");
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, "Your subscription has been canceled.")).toBeVisible();
  await expect(subscription).toContainText("Premium until");
  await expect(subscription).toContainText("Cancelled, active until the end date");

  // Time moves past the end of the period: Paddle ends the subscription.
  await fetch(`${standInUrl()}/__advance`, { method: "POST" });
  await page.reload();
  await expect(subscription).toContainText("Free (your Premium subscription has ended)");
  await expect(page.locator('[title="Premium"]')).toHaveCount(0);
  const collection = await api.request("GET /api/checklists", { query: {} });
  expect(collection.items.map((item) => item.id)).toContain(saved.id);
  expect(collection.items).toHaveLength(2);
});

test("pricing, settings and the modals at 375 px", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await routePaddle(page, standInUrl());
  const api = apiClient({ request: context.request, baseUrl: PAID_BASE_URL });
  await api.request("POST /api/register", { body: newUserDetails("Kim Narrow") });
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Premium" })).toContainText("$48.00");
  await shot(page, "pricing-375");
  await page.getByRole("button", { name: "Get Premium yearly" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Welcome onboard!")).toBeVisible();
  await shot(page, "payment-processing-375");
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText("Premium, yearly");
  await shot(page, "settings-375");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await shot(page, "cancel-modal-375");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a guest choosing a plan signs up in the auth modal and goes on to checkout", async ({ page }) => {
  await routePaddle(page, standInUrl());
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Premium yearly" }).click();
  const auth = page.getByRole("dialog", { name: "Create a free account to continue" });
  await expect(auth).toBeVisible();
  const user = newUserDetails("Guest Buyer");
  await auth.getByLabel("Name").fill(user.name);
  await auth.getByLabel("E-mail").fill(user.email);
  await auth.getByLabel("Password", { exact: true }).fill(user.password);
  await auth.getByRole("button", { name: "Create account and continue" }).click();
  await expect(page.getByRole("dialog", { name: "Paddle checkout" })).toContainText(`E-mail: ${user.email}`);
});
