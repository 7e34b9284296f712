// Shared steps for the editor's browser tests: where things are, as a person finds them.
import { expect, type Locator, type Page } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

/** Opens the editor and waits until it can be used (hydrated, pages drawn). */
export async function openEditor(page: Page, path = "/editor"): Promise<void> {
  await openPage(page, path);
  // The server's copy of page one shows first; the editor takes over once the browser is idle (at most 2 s)
  // and its client loader has run, which on a busy machine can take longer than one expectation's wait.
  await expect(pages(page).getByRole("region", { name: /^Page 1 of/ })).toBeVisible({ timeout: 20_000 });
}

/** The pages in the middle of the editor. */
export function pages(page: Page): Locator {
  return page.getByRole("region", { name: "Checklist pages" });
}

/** The open tab of the panel (Blocks, Design or Save), opened first if need be. */
export async function panelTab(page: Page, name: "Blocks" | "Design" | "Save"): Promise<Locator> {
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel", { name });
}

/** A block's card in the Blocks tab, opened. */
export async function openBlock(page: Page, name: string): Promise<Locator> {
  const blocks = await panelTab(page, "Blocks");
  const card = blocks.getByRole("region", { name, exact: true });
  const toggle = card.getByRole("button", { expanded: false });
  if ((await toggle.count()) > 0) await toggle.first().click();
  await expect(card.getByRole("button", { expanded: true })).toBeVisible();
  return card;
}

/** The toolbar's Save button. */
/** The title field of the block card added last: Add block opens the new card with it focused. */
export function newBlockTitle(page: Page): Locator {
  return page.locator("li[data-block-id]").last().getByRole("textbox", { name: "Title", exact: true });
}

export function saveButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Saved?$/ });
}

/** Waits until the save state says everything is in the collection. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Saved$/ })
      .first(),
  ).toBeVisible({ timeout: 10_000 });
}

/** The id in the editor's address once the checklist is in the collection. */
export function checklistIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("checklist");
  if (!id) throw new Error(`Not a saved checklist's address: ${page.url()}`);
  return id;
}
