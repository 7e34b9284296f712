import type { TemplateData } from "@listful/contracts";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { readChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

// A card's picture is page one as the server drew it: the whole page, portrait or landscape, A4 or Letter,
// wherever a card is drawn (the gallery, the landing pages, the pickers, My collection).

/** The picture's own aspect, the aspect of the box it is shown in, and the frames around it that cut it. */
async function readPicture(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return picture.evaluate((img: HTMLImageElement) => {
    const shown = img.getBoundingClientRect();
    const cutBy: string[] = [];
    for (let frame = img.parentElement; frame && frame !== document.body; frame = frame.parentElement) {
      const style = getComputedStyle(frame);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const box = frame.getBoundingClientRect();
      const isInside =
        shown.left >= box.left - 0.5 &&
        shown.top >= box.top - 0.5 &&
        shown.right <= box.right + 0.5 &&
        shown.bottom <= box.bottom + 0.5;
      if (!isInside) cutBy.push(`<${frame.tagName.toLowerCase()} class="${frame.className}">`);
    }
    return {
      natural: img.naturalWidth / img.naturalHeight,
      shown: shown.width / shown.height,
      cutBy,
    };
  });
}

/** The picture shows its whole page: its box has the picture's aspect (nothing cropped by object-fit), inside every frame that clips. */
async function expectWholePage(picture: Locator, what: string) {
  const { natural, shown, cutBy } = await readPicture(picture);
  expect(
    Math.abs(shown / natural - 1),
    `${what}: shown at ${shown.toFixed(3)}, drawn at ${natural.toFixed(3)}`,
  ).toBeLessThan(0.01);
  expect(cutBy, `${what}: frames that cut the page off`).toEqual([]);
}

const cardPicture = (scope: Page | Locator, slug: string) => scope.locator(`[data-template="${slug}"] img`);

/** A template's document from the catalogue, by its slug. */
async function libraryDocument(page: Page, slug: string): Promise<TemplateData["data"]> {
  const api = apiClient(page.context().request);
  const template = (await api.request("GET /api/templates")).find((entry) => entry.slug === slug);
  if (!template) throw new Error(`no template ${slug}`);
  return (await api.request("GET /api/templates/:id/data", { params: { id: template.id } })).data;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("the gallery's and a landing page's cards show their whole page, portrait or landscape", async ({
      page,
    }) => {
      await openPage(page, "/template-gallery?type=habit-tracker");
      for (const slug of ["fitness-habit-tracker", "landscape-habit-tracker", "habit-tracker"])
        await expectWholePage(cardPicture(page, slug), `gallery, ${slug}`);

      await openPage(page, "/habit-tracker-template");
      await expectWholePage(page.locator("figure img"), "landing hero");
      await expectWholePage(
        cardPicture(page.locator("#designs"), "fitness-habit-tracker"),
        "landing designs",
      );
    });

    test("My collection's cards and its template picker show whole pages, landscape and Letter", async ({
      page,
      context,
    }) => {
      await signedInUser(context);
      const api = apiClient(context.request);
      const landscape = await libraryDocument(page, "fitness-habit-tracker");
      const daily = await libraryDocument(page, "daily-checklist");
      const saved = [
        await api.request("POST /api/checklist", {
          body: { data: { ...landscape, title: { ...landscape.title, text: "November Habits" } } },
        }),
        await api.request("POST /api/checklist", {
          body: { data: { ...daily, pageFormat: "letter", title: { ...daily.title, text: "On Letter" } } },
        }),
      ];
      // Page one is drawn by the server a moment after each save.
      for (const checklist of saved)
        await expect
          .poll(async () => (await readChecklist(context.request, checklist.id)).image, { timeout: 30_000 })
          .not.toBeNull();

      await openPage(page, "/dashboard");
      for (const title of ["November Habits", "On Letter"])
        await expectWholePage(
          page.getByRole("article", { name: title }).locator("img"),
          `My collection, ${title}`,
        );

      await page.getByRole("banner").getByRole("button", { name: "New checklist" }).click();
      const picker = page.getByRole("dialog", { name: "Start a new checklist" });
      await expectWholePage(cardPicture(picker, "fitness-habit-tracker"), "picker");
    });
  });
}
