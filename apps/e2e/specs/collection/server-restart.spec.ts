import { expect, test } from "@playwright/test";
import { newUserDetails, registerUser } from "../../support/accounts.ts";
import { readChecklist, saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { type OwnServer, startOwnServer } from "../../support/own-server.ts";

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("ticks made offline on a shared list wait while the server itself is stopped, and land once when it is back", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await browser.newContext({ baseURL: server.url });
  const api = { request: owner.request, baseUrl: server.url };
  await registerUser(api, newUserDetails("Robin Owner"));
  const saved = await saveChecklist(api, "Trip packing");
  await shareChecklist(api, saved.id, true, "tick");
  const ownerPage = await owner.newPage();
  await openPage(ownerPage, `/check-off?id=${saved.id}`);

  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await openPage(visitor, `/check-off?id=${saved.id}`);
  await expect(visitor.getByTestId("live-presence")).toContainText("2 people here");
  const boxes = visitor.getByRole("checkbox");

  // The phone loses its network, then the server goes down too.
  await phone.setOffline(true);
  for (const index of [0, 1, 2]) await boxes.nth(index).tap();
  await expect(visitor.getByTestId("ticks-waiting")).toHaveText("Offline: 3 ticks waiting");
  await server.stop();
  await phone.setOffline(false);
  await expect(visitor.getByTestId("ticks-waiting")).toHaveText("Offline: 3 ticks waiting");
  await expect(boxes.nth(2)).toBeChecked();
  await visitor.screenshot({ path: "test-results/screens/collection/server-away-375.png" });

  // The server is back on the same database: the ticks land once, and both pages are live again.
  await server.start();
  await expect(visitor.getByTestId("ticks-waiting")).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await readChecklist(api, saved.id)).revision, { timeout: 30_000 })
    .toBe(saved.revision + 3);
  await expect(ownerPage.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3", { timeout: 30_000 });
  await expect(visitor.getByTestId("live-presence")).toContainText("2 people here", { timeout: 30_000 });
  await ownerPage.getByRole("checkbox").nth(3).click();
  await expect(boxes.nth(3)).toBeChecked();

  // Nothing is sent twice: a reload finds the same ticks and the same revision.
  await visitor.reload();
  await expect(visitor.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4");
  expect((await readChecklist(api, saved.id)).revision).toBe(saved.revision + 4);
  await phone.close();
  await owner.close();
});
