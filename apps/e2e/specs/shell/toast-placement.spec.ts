import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { newUserDetails, signedInUser } from "../../support/accounts.ts";
import { saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage, settled } from "../../support/navigation.ts";
import { goOfflineWithToasts } from "../../support/offline.ts";
import { expectToastHidesNoControl } from "../../support/toast-cover.ts";
import { atWidth } from "../../support/widths.ts";

// Toasts cover no control that stays in place (the header, the editor's bars, an open menu or dialog, the
// offline notice), nor the page's own action at the top: at the bottom, above whatever is fixed there.

async function signUpInBrowser(
  browser: Browser,
  width: number,
  { cpuSlowdown = 1, beforeOpening = async (_page: Page): Promise<unknown> => undefined } = {},
) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 860 } });
  const page = await context.newPage();
  await beforeOpening(page);
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  const user = newUserDetails("Toast Reader");
  await openPage(page, "/register");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard", { timeout: 5000 * cpuSlowdown });
  return { context, page };
}

/** Drops the connection on the open page: the offline notice and an info toast show together. */
async function expectOfflineToastClear(page: Page, context: BrowserContext, path: string) {
  // The bars that stay on screen as the page scrolls, besides the header and anything fixed.
  const bars = path.startsWith("/editor")
    ? [
        page.getByRole("radiogroup", { name: "Editor mode" }).getByRole("radio"),
        page.getByRole("button", { name: /^(Undo|Redo|Save|Saved)$/ }),
      ]
    : path.startsWith("/view")
      ? [page.getByRole("main").getByRole("button")]
      : [];
  await openPage(page, path);
  // The page's own bars first (the editor draws its toolbar once its document is open), then the toast code,
  // which arrives while the page is idle: both must be there before the connection drops.
  for (const bar of bars) await expect(bar.first()).toBeVisible();
  await goOfflineWithToasts(page, context);
  const notice = page.getByRole("status").filter({ hasText: "You are offline" });
  await settled(notice);
  await expectToastHidesNoControl(page, bars);
  const [toast, box] = [
    await page.locator("[data-sonner-toast]").first().boundingBox(),
    await notice.boundingBox(),
  ];
  if (!toast || !box) throw new Error("toast or notice not on screen");
  const apart =
    toast.y + toast.height <= box.y || box.x + box.width <= toast.x || toast.x + toast.width <= box.x;
  expect(apart, `the toast and the offline notice at ${path}`).toBe(true);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
}

const WIDTHS = [375, 768, 1280] as const;

for (const width of WIDTHS) {
  test(
    `at ${width} px a toast on any page hides none of its controls, nor the offline notice`,
    atWidth(width, WIDTHS),
    async ({ browser }) => {
      test.setTimeout(150_000);
      const viewport = { width, height: width < 600 ? 812 : 860 };
      const guest = await browser.newContext({ viewport });
      const page = await guest.newPage();
      for (const path of [
        "/",
        "/login",
        "/register",
        "/forgot-password",
        "/privacy-policy",
        "/no-such-page",
      ]) {
        await expectOfflineToastClear(page, guest, path);
      }
      await guest.close();

      const context = await browser.newContext({ viewport });
      await signedInUser(context);
      const saved = await saveChecklist(context.request, "Toasts and bars");
      await shareChecklist(context.request, saved.id);
      const own = await context.newPage();
      for (const path of [
        "/dashboard",
        "/profile",
        "/contact-us",
        "/editor",
        `/editor?checklist=${saved.id}`,
        `/view?id=${saved.id}`,
        `/check-off?id=${saved.id}`,
      ]) {
        await expectOfflineToastClear(own, context, path);
      }
      await context.close();
    },
  );
}

for (const width of [375, 1280]) {
  test(`at ${width} px the welcome toast leaves New checklist clear, and saving leaves Save clear`, async ({
    browser,
  }) => {
    const { context, page } = await signUpInBrowser(browser, width);
    await expectToastHidesNoControl(page, [page.getByRole("button", { name: "New checklist" })]);

    await openPage(page, "/editor");
    const save = page.getByRole("button", { name: "Save", exact: true });
    await save.click();
    await expect(page.getByText("The checklist has been saved to your collection.")).toBeVisible();
    await expectToastHidesNoControl(page, [save]);
    await context.close();
  });
}

test("on a slow phone the welcome toast waits for the collection and is placed for it, not for the form", async ({
  browser,
}) => {
  // A slow phone draws the next page well after the router has started going there: the welcome, raised as
  // the account is made, must neither show on the sign-up form nor be placed where that form's button was.
  test.slow();
  const { context, page } = await signUpInBrowser(browser, 375, {
    cpuSlowdown: 8,
    // Where the first toast appeared: the page under it and the edge it took.
    beforeOpening: (page) =>
      page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const toast = document.querySelector("[data-sonner-toast]");
          if (!toast) return;
          observer.disconnect();
          document.documentElement.dataset.firstToast = `${location.pathname} ${toast.getAttribute("data-y-position")}`;
        }).observe(document, { subtree: true, childList: true });
      }),
  });
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.firstToast)).toBe("/dashboard bottom");
  await expectToastHidesNoControl(page, [page.getByRole("button", { name: "New checklist" })]);
  await context.close();
});

test("on a phone the open menu stays clear of the welcome toast", async ({ browser }) => {
  const { context, page } = await signUpInBrowser(browser, 375);
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectToastHidesNoControl(page);
  await context.close();
});

test("a toast raised in an open dialog leaves the dialog's controls clear", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInUser(context);
  await saveChecklist(context.request, "Shared with a toast");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Shared with a toast" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share checklist" });
  await dialog.getByRole("switch", { name: "Share with a link" }).click();
  await expect(dialog.getByRole("switch", { name: "Share with a link" })).toBeChecked();
  await expectToastHidesNoControl(page);
});
