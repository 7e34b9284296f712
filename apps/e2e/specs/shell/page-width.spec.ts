import { type Browser, expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import {
  bookmarkChecklist,
  createFolder,
  moveToFolder,
  saveChecklist,
  shareChecklist,
} from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { GUEST_PAGES } from "../../support/pages.ts";
import { atWidth } from "../../support/widths.ts";

// No page scrolls sideways on a phone or a tablet, however full the collection is: folders with long names,
// checklists with titles at the length limit, more cards than one page of the grid holds.

const LONG_TITLE = "A checklist whose title fills all sixty characters allowed!";
const LONG_FOLDER = "Work projects, errands and everything else for the quarter";

async function expectNoSidewaysScroll(page: Page, path: string, width: number) {
  await openPage(page, path);
  await page.waitForLoadState("networkidle");
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(widest, `${path} at ${width} px`).toBeLessThanOrEqual(width);
}

async function fullCollection(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await signedInUser(context, "Maximiliana Featherstonehaugh-Montgomery");
  const work = await createFolder(context.request, LONG_FOLDER);
  await createFolder(context.request, "Home");
  const saved = [];
  for (let index = 0; index < 14; index++) {
    const title = index % 3 === 0 ? LONG_TITLE : `Checklist ${index + 1}`;
    saved.push(await saveChecklist(context.request, title, index % 2 ? "habit-tracker" : "daily-checklist"));
  }
  for (const item of saved.slice(0, 5)) await moveToFolder(context.request, item.id, work.id);
  const first = saved[0];
  if (!first) throw new Error("nothing saved");
  await shareChecklist(context.request, first.id);

  const friend = await browser.newContext();
  await signedInUser(friend, "Friend");
  const theirs = await saveChecklist(friend.request, LONG_TITLE);
  await shareChecklist(friend.request, theirs.id);
  await friend.close();
  await bookmarkChecklist(context.request, theirs.id);
  return { context, checklist: first.id, folder: work.id, bookmarked: theirs.id };
}

const WIDTHS = [320, 375, 768] as const;

for (const width of WIDTHS) {
  test(`no page is wider than a ${width} px screen`, atWidth(width, WIDTHS), async ({ browser }) => {
    test.setTimeout(120_000);
    const guest = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await guest.newPage();
    for (const path of [...GUEST_PAGES, "/no-such-page", "/editor"]) {
      await expectNoSidewaysScroll(page, path, width);
    }

    const { context, checklist, folder, bookmarked } = await fullCollection(browser, width);
    for (const path of [`/view?id=${bookmarked}`, `/check-off?id=${bookmarked}`]) {
      await expectNoSidewaysScroll(page, path, width);
    }
    await guest.close();

    const own = await context.newPage();
    for (const path of [
      "/dashboard",
      `/dashboard?folder=${folder}`,
      "/dashboard?tab=bookmarks",
      "/dashboard?q=checklist",
      "/profile",
      "/editor",
      `/editor?checklist=${checklist}`,
      `/view?id=${checklist}`,
      `/view?id=${checklist}&embed=1`,
      `/check-off?id=${checklist}`,
    ]) {
      await expectNoSidewaysScroll(own, path, width);
    }
    await context.close();
  });
}
