import type { ChecklistResponse } from "@listful/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { templateDocument } from "../../support/checklists.ts";
import { BASE_URL } from "../../support/env.ts";
import { openBlock, openEditor, pages } from "./editor-page.ts";

/** Saves a checklist whose lists hold these many items each, titled "List 1", "List 2", ... */
async function saveLists(request: APIRequestContext, sizes: readonly number[]): Promise<ChecklistResponse> {
  const template = await templateDocument(request);
  let nextId = 1;
  const blocks = sizes.map((size, list) => ({
    kind: "interactive-list",
    id: `b${nextId++}`,
    title: `List ${list + 1}`,
    marker: "square",
    items: Array.from({ length: size }, (_, index) => ({
      id: `i${nextId++}`,
      text: `Thing ${index + 1}`,
      isChecked: false,
      depth: 1,
    })),
  }));
  const data = { ...template.data, nextId, layout: 1, blocks };
  const response = await request.post("/api/checklist", {
    data: { data, templateId: template.id },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ChecklistResponse;
}

test("a full list says why nothing more can be added, by its button and where Enter is pressed", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const saved = await saveLists(context.request, [100]);
  await openEditor(page, `/editor?checklist=${saved.id}`);
  const card = await openBlock(page, "List 1");
  const add = card.getByRole("button", { name: "Add an item" });
  const reason = "This list is full: a list holds at most 100 items.";
  await expect(card.getByText(reason)).toBeVisible();
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleDescription(reason);

  // Enter on the pages (or in the panel) tells the person where they are typing.
  const last = pages(page).getByRole("textbox", { name: "List 1, item 100" });
  await last.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(page.getByText(reason).and(page.locator("[data-sonner-toast] *"))).toBeVisible();
  await expect(last).toBeFocused();
  await expect(card.getByRole("textbox", { name: /^Item \d+$/ })).toHaveCount(100);
});

test("a checklist with 400 items in all says so by every list's button", async ({ page, context }) => {
  await signedInUser(context);
  const saved = await saveLists(context.request, [100, 100, 100, 100, 0]);
  await openEditor(page, `/editor?checklist=${saved.id}`);
  const card = await openBlock(page, "List 5");
  const reason =
    "This checklist is full: it holds at most 400 items in all its lists. Remove some to add more.";
  await expect(card.getByText(reason)).toBeVisible();
  // The button stays in the keyboard's way to the reason; pressing it says it again.
  await card.getByRole("button", { name: "Add an item" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(reason).and(page.locator("[data-sonner-toast] *"))).toBeVisible();
  await expect(card.getByRole("textbox", { name: /^Item \d+$/ })).toHaveCount(0);

  // Making room anywhere lets the list grow again.
  const first = await openBlock(page, "List 1");
  await first.getByRole("button", { name: "Remove Item 100", exact: true }).click();
  await expect(card.getByText(reason)).toHaveCount(0);
  await card.getByRole("button", { name: "Add an item" }).click();
  await expect(card.getByRole("textbox", { name: "Item 1", exact: true })).toBeFocused();
});
