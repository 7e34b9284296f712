import { execFileSync } from "node:child_process";
import type { ChecklistResponse } from "@listful/contracts";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

/** The text of the PDF a click downloads, whitespace squashed so wrapping does not matter. */
async function downloadedText(page: Page, testInfo: TestInfo, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent("download");
  await click();
  const file = testInfo.outputPath(`${testInfo.testId}-${Date.now()}.pdf`);
  await (await downloading).saveAs(file);
  return squash(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));
}

function squash(text: string): string {
  return text.replace(/\s+/g, "");
}

type Checklist = ChecklistResponse["data"];

function listItems(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) =>
    block.kind === "interactive-list" || block.kind === "list" ? block.items.map((item) => item.text) : [],
  );
}

test("the gallery's preview downloads the design blank, without its sample items", async ({
  page,
}, testInfo) => {
  await openPage(page, "/template-gallery?type=daily-checklist");
  const card = page.locator("main [data-template]").first();
  const slug = await card.getAttribute("data-template");
  const api = apiClient(page.request);
  const entry = (await api.request("GET /api/templates")).find((template) => template.slug === slug);
  if (!entry) throw new Error(`no template ${slug}`);
  const template = await api.request("GET /api/templates/:id/data", { params: { id: entry.id } });
  const [sample] = listItems(template.data as Checklist);
  if (!sample) throw new Error("the template has no sample items");
  await card.click();
  const preview = page.getByRole("dialog");
  const blank = await downloadedText(page, testInfo, () =>
    preview.getByRole("button", { name: "Download blank" }).click(),
  );
  expect(blank).toContain(squash(template.data.title.text));
  expect(blank).not.toContain(squash(sample));
  const filled = await downloadedText(page, testInfo, () =>
    preview.getByRole("button", { name: "Download PDF" }).click(),
  );
  expect(filled).toContain(squash(sample));
});

for (const width of [1280, 375]) {
  test(`at ${width} px check-off's Download can leave out the done items`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 812 });
    await signedInUser(context);
    const saved = await saveChecklist(context.request, "Errands today");
    const [done, open] = listItems(saved.data);
    if (!done || !open) throw new Error("too few items");
    await openPage(page, `/check-off?id=${saved.id}`);
    await page.getByRole("checkbox").first().click();
    await expect(page.getByRole("checkbox").first()).toBeChecked();
    await expect(page.getByText("All changes saved")).toBeVisible();

    const choose = (name: string) => async () => {
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await page.getByRole("button", { name }).click();
    };
    const withoutDone = await downloadedText(page, testInfo, choose("Leave out done items"));
    expect(withoutDone).toContain(squash(open));
    expect(withoutDone).not.toContain(squash(done));
    const withTicks = await downloadedText(page, testInfo, choose("With my ticks"));
    expect(withTicks).toContain(squash(done));
  });
}

test("the view's Print can leave out the done items, and the page shows them again after", async ({
  page,
  context,
}) => {
  // The browser's print dialog is not the test's: the page's call to it is noted instead.
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute("data-printed", "");
  });
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Errands today");
  const [done] = listItems(saved.data);
  const item = saved.data.blocks.flatMap((block) =>
    block.kind === "interactive-list" ? block.items : [],
  )[0];
  if (!done || !item) throw new Error("no items");
  await apiClient(context.request).request("PATCH /api/checklist/:id/check", {
    params: { id: saved.id },
    body: { kind: "item", itemId: item.id, isChecked: true },
  });
  await openPage(page, `/view?id=${saved.id}`);
  const sheet = page.locator("[data-sheet-print-root]");
  await expect(sheet.getByText(done, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await page.getByRole("button", { name: "Leave out done items" }).click();
  await expect(page.locator("html[data-printed]")).toBeAttached();
  await expect(sheet.getByText(done, { exact: true })).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(sheet.getByText(done, { exact: true })).toBeVisible();
});
