import { expect, type Page, test } from "@playwright/test";
import { openBlock, openEditor, panelTab } from "./editor-page.ts";

/** What has focus: the block whose card holds it, else its own text; the page's body when nothing has. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "the page's body";
    const card = element.closest("[data-block-id] section[aria-label]");
    return card?.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
  });
}

test("removing a block moves focus to the next block, the one before when it was last, then to Add block", async ({
  page,
}) => {
  await openEditor(page);
  const blocks = await panelTab(page, "Blocks");

  const work = await openBlock(page, "Work");
  await work.getByRole("button", { name: "Remove block" }).click();
  await expect(blocks.getByRole("region", { name: "Work", exact: true })).toHaveCount(0);
  const next = blocks.getByRole("region", { name: "Checklist: Answer important emails", exact: true });
  await expect(next.getByRole("button", { expanded: false })).toBeFocused();
  expect(await focusedName(page)).toBe("Checklist: Answer important emails");

  const notes = await openBlock(page, "Notes");
  await notes.getByRole("button", { name: "Remove block" }).click();
  const previous = blocks.getByRole("region", { name: "Checklist: Go for a 20-minute walk", exact: true });
  await expect(previous.getByRole("button", { expanded: false })).toBeFocused();

  // Remove the rest from the last one up: focus stays in the list, then lands on Add block.
  for (const name of [
    "Checklist: Go for a 20-minute walk",
    "Evening",
    "Checklist: Answer important emails",
    "Checklist: Make the bed",
    "Morning",
  ]) {
    const card = await openBlock(page, name);
    await card.getByRole("button", { name: "Remove block" }).click();
    await expect(blocks.getByRole("region", { name, exact: true })).toHaveCount(0);
    expect(await focusedName(page)).not.toBe("the page's body");
  }
  await expect(blocks.getByRole("button", { name: "Add block" })).toBeFocused();
  expect(await focusedName(page)).toBe("Add block");
});
