import { expect, type Route, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { blockStorage } from "../../support/blocked-storage.ts";
import { readChecklist, saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { collectPageErrors } from "../../support/page-errors.ts";

/** The habit tracker's first row and the daily checklist's items, as the page names their boxes. */
test("the owner ticks items with mouse and keyboard; they persist and show on another device", async ({
  page,
  context,
  browser,
}) => {
  const user = await signedInUser(context);
  const saved = await saveChecklist(context.request, "Tick me");
  await openPage(page, `/check-off?id=${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tick me" })).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Progress" });
  const total = Number(await progress.getAttribute("aria-valuemax"));
  expect(total).toBeGreaterThan(3);
  await expect(progress).toHaveAttribute("aria-valuenow", "0");

  const boxes = page.getByRole("checkbox");
  await boxes.nth(0).click();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(page.getByText(`1/${total}`)).toBeVisible();

  // Keyboard: one tab stop for the boxes, arrows to move, Space to tick.
  await boxes.nth(0).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(page.getByText(`3/${total}`)).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(boxes.nth(1)).toHaveAttribute("tabindex", "-1");

  await page.reload();
  await expect(page.getByText(`3/${total}`)).toBeVisible();
  await expect(boxes.nth(0)).toBeChecked();

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  const login = await phone.request.post("/api/login", {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(login.ok()).toBe(true);
  const phonePage = await phone.newPage();
  await openPage(phonePage, `/check-off?id=${saved.id}`);
  await expect(phonePage.getByText(`3/${total}`)).toBeVisible();
  await phonePage.getByRole("checkbox").nth(3).tap();
  await expect(phonePage.getByText(`4/${total}`)).toBeVisible();
  await expect(phonePage.getByText("All changes saved")).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByText(`4/${total}`)).toBeVisible();
});

test("a tick the server refuses is undone with its reason; one that reaches no server waits instead", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Refused ticks");
  await openPage(page, `/check-off?id=${saved.id}`);
  const gone = "This part of the checklist no longer exists. Reload the page.";
  const refuse = (route: Route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ error: gone, code: "not_found" }),
    });
  await page.route("**/api/checklist/*/check", refuse);
  const first = page.getByRole("checkbox").first();
  await first.click();
  await expect(page.getByText(`${gone} Your tick has been undone.`)).toBeVisible();
  await expect(first).not.toBeChecked();
  expect((await readChecklist(context.request, saved.id)).revision).toBe(saved.revision);

  // No answer at all is not a refusal: the tick stays, waiting to be sent.
  await page.unroute("**/api/checklist/*/check", refuse);
  await page.route("**/api/checklist/*/check", (route) => route.abort("internetdisconnected"));
  await first.click();
  await expect(page.getByTestId("ticks-waiting")).toHaveText("Offline: 1 tick waiting");
  await expect(first).toBeChecked();
});

test("a visitor's ticks on a shared checklist stay in their browser", async ({ context, browser }) => {
  await signedInUser(context, "Pat Owner");
  const saved = await saveChecklist(context.request, "Shared chores");
  await shareChecklist(context.request, saved.id);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await openPage(page, `/check-off?id=${saved.id}`);
  await expect(page.getByText("Your ticks are kept in this browser only.")).toBeVisible();
  await page.getByRole("checkbox").first().click();
  await page.getByRole("checkbox").nth(1).click();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  await page.reload();
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");

  const owners = await readChecklist(context.request, saved.id);
  expect(owners.revision).toBe(saved.revision);
  await page.getByRole("button", { name: "Clear my ticks" }).click();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await visitor.close();
});

test("a visitor whose browser refuses storage still ticks, and is told the ticks will not be kept", async ({
  context,
  browser,
}) => {
  await signedInUser(context, "Pat Owner");
  const saved = await saveChecklist(context.request, "Shared errands");
  await shareChecklist(context.request, saved.id);

  const visitor = await browser.newContext();
  await blockStorage(visitor, ["localStorage"]);
  const page = await visitor.newPage();
  const errors = collectPageErrors(page);
  await openPage(page, `/check-off?id=${saved.id}`);
  await expect(page.getByText("This browser does not let Listful keep your ticks")).toBeVisible();
  await page.getByRole("checkbox").first().click();
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await page.getByRole("button", { name: "Clear my ticks" }).click();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  expect(errors).toEqual([]);
  await visitor.close();
});
