import { expect, type Locator, type Page, test } from "@playwright/test";
import { registerUser } from "../../support/accounts.ts";

// The home page, the editor and the sign-in pages hydrate late (docs/decisions/0005). On a slow phone a person taps before they
// have: every control must still do what it says, either as plain HTML (links) or by being carried out once
// React (and, in the editor, the editor itself) is up.

/**
 * A slow phone: a CPU four times slower, and scripts that take a second and a half to arrive, as on a weak
 * mobile connection. The page itself (HTML, CSS, fonts) comes at once, so it is on screen, laid out and
 * still unhydrated when the person taps.
 */
async function openOnSlowPhone(page: Page, path = "/") {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Notes, for each click, whether React had hydrated the page by then (in the tab's session storage, so a
  // link that leaves the page keeps the note).
  await page.addInitScript(() => {
    addEventListener(
      "click",
      () => {
        const early = !document.documentElement.hasAttribute("data-hydrated");
        const clicks = JSON.parse(sessionStorage.getItem("clicks-before-hydration") ?? "[]") as boolean[];
        sessionStorage.setItem("clicks-before-hydration", JSON.stringify([...clicks, early]));
      },
      true,
    );
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Taps or clicks the middle of what `locator` finds, as raw input: Playwright's own tap() first waits for
 * the page's busy main thread (hydrating), which is exactly the moment this test must not wait for.
 */
async function press(page: Page, locator: Locator, how: "tap" | "click") {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (how === "tap") await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Whether the first click on the page came before hydration (so the test tested what it means to). */
function firstClickWasEarly(page: Page): Promise<boolean | undefined> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem("clicks-before-hydration") ?? "[]") as boolean[])[0],
  );
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a tap on the menu button before hydration opens the menu", async ({ page }) => {
    await openOnSlowPhone(page);
    await press(page, page.getByRole("button", { name: "Open menu" }), "tap");
    expect(await firstClickWasEarly(page)).toBe(true);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("a tap on the editor's Design tab before hydration opens the Design tab", async ({ page }) => {
    // Every script of the editor (a chain of imports, then the Design tab's own) arrives 1.5 s late on a CPU
    // four times slower: beside the rest of the suite that can take more than half a minute.
    test.slow();
    await openOnSlowPhone(page, "/editor?template=2");
    await press(page, page.getByRole("tab", { name: "Design" }), "tap");
    expect(await firstClickWasEarly(page)).toBe(true);
    await expect(page.getByRole("region", { name: "Checklist pages" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("tab", { name: "Design" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Design" })).toBeVisible();
  });

  test("the sign-in form filled and sent before hydration keeps what was typed and signs in", async ({
    page,
    request,
  }) => {
    // Registered apart from the page's browser, which stays signed out.
    const user = await registerUser(request);
    await openOnSlowPhone(page, "/login");
    // A password manager's fill and Enter: faster than a slow phone hydrates (the focus starts React loading).
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    const sentEarly = await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"));
    await page.getByLabel("Password", { exact: true }).press("Enter");
    expect(sentEarly).toBe(true);
    await expect(page).toHaveURL("/dashboard", { timeout: 20_000 });
  });

  for (const [name, path] of [
    ["Browse templates", "/template-gallery"],
    ["Create free account", "/register"],
  ] as const) {
    test(`a tap on "${name}" before hydration goes to ${path}`, async ({ page }) => {
      await openOnSlowPhone(page);
      await press(page, page.getByRole("main").getByRole("link", { name }).first(), "tap");
      await expect(page).toHaveURL(path, { timeout: 20_000 });
      expect(await firstClickWasEarly(page)).toBe(true);
    });
  }
});

test("a click on Popular templates before hydration opens the list", async ({ page }) => {
  await openOnSlowPhone(page);
  const trigger = page.getByRole("banner").getByRole("button", { name: "Popular templates" });
  await press(page, trigger, "click");
  expect(await firstClickWasEarly(page)).toBe(true);
  await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 20_000 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Habit Tracker" })).toBeVisible();
});
