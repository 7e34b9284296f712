import { expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

function card(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

async function cardAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole("button", { name: action, exact: true }).click();
}

test("a new user sees the empty collection with a blank checklist to start from", async ({
  page,
  context,
}) => {
  const user = await signedInUser(context, "Ada Empty");
  await openPage(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${user.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your collection is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New checklist" })).toHaveAttribute("href", "/editor");
});

test("the header's add icon opens the gallery's catalogue with its filters, each template starting the editor", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await openPage(page, "/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "New checklist" }).click();
  const picker = page.getByRole("dialog", { name: "Start a new checklist" });
  await expect(picker).toBeVisible();
  expect((await picker.boundingBox())?.width).toBeGreaterThan(900);
  await expect(picker.locator("[data-template]").first()).toBeVisible();
  expect(await picker.locator("[data-template]").count()).toBeGreaterThanOrEqual(63);
  await picker
    .getByRole("navigation", { name: "Template types" })
    .getByRole("link", { name: "Habit Tracker" })
    .click();
  await expect(picker.locator("[data-template]")).toHaveCount(7);
  await expect(page).toHaveURL("/dashboard");
  const habit = picker.getByRole("link", { name: /Fitness Habit Tracker/ });
  await expect(habit).toHaveAttribute("href", /^\/editor\?template=\d+$/);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "New checklist" })).toBeFocused();
});

test("a user organises three checklists: folders, move, rename, duplicate and delete", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  for (const title of ["Morning routine", "Packing list", "Garden jobs"]) {
    await saveChecklist(context.request, title);
  }
  await openPage(page, "/dashboard");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(card(page, "Garden jobs")).toContainText("Edited just now");
  await expect(card(page, "Garden jobs").getByRole("link", { name: "Garden jobs" })).toHaveAttribute(
    "href",
    /^\/editor\?checklist=/,
  );

  // Folders: make one, and a duplicate name is refused under the field.
  const folders = page.getByRole("navigation", { name: "Folders" });
  await folders.getByRole("button", { name: "New folder" }).click();
  let dialog = page.getByRole("dialog", { name: "New folder" });
  await dialog.getByLabel("Folder name").fill("Holidays");
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByText("The folder has been created.")).toBeVisible();
  await expect(folders.getByRole("link", { name: /Holidays/ })).toBeVisible();
  await folders.getByRole("button", { name: "New folder" }).click();
  dialog = page.getByRole("dialog", { name: "New folder" });
  await dialog.getByLabel("Folder name").fill("Holidays");
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog.getByLabel("Folder name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Move one in, and make a second folder on the way.
  await cardAction(page, "Packing list", "Move to folder");
  dialog = page.getByRole("dialog", { name: "Move to folder" });
  await dialog.getByRole("radio", { name: "Holidays" }).check();
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("The checklist has been moved.")).toBeVisible();
  await expect(card(page, "Packing list")).toContainText("Holidays");
  await cardAction(page, "Garden jobs", "Move to folder");
  dialog = page.getByRole("dialog", { name: "Move to folder" });
  await dialog.getByRole("radio", { name: "New folder…" }).check();
  await dialog.getByLabel("Folder name").fill("Home");
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(card(page, "Garden jobs")).toContainText("Home");

  await folders.getByRole("link", { name: /Holidays/ }).click();
  await expect(page).toHaveURL(/folder=/);
  await expect(page.getByRole("heading", { level: 2, name: "Holidays" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, "Packing list")).toBeVisible();
  await folders.getByRole("link", { name: "Not in a folder" }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, "Morning routine")).toBeVisible();
  await folders.getByRole("link", { name: "All checklists" }).click();
  await expect(page.getByRole("article")).toHaveCount(3);

  // Rename.
  await cardAction(page, "Morning routine", "Rename");
  dialog = page.getByRole("dialog", { name: "Rename checklist" });
  await dialog.getByLabel("Title").fill("Morning routine for school days");
  await dialog.getByRole("button", { name: "Save title" }).click();
  await expect(card(page, "Morning routine for school days")).toBeVisible();
  await openPage(page, page.url());
  await expect(card(page, "Morning routine for school days")).toBeVisible();

  // Duplicate: the copy goes first.
  await cardAction(page, "Packing list", "Duplicate");
  await expect(page.getByText("The checklist has been duplicated.")).toBeVisible();
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Packing list (copy)");
  await expect(page.getByRole("article")).toHaveCount(4);

  // Delete, after a look at the modal; Keep it changes nothing.
  await cardAction(page, "Garden jobs", "Delete");
  dialog = page.getByRole("dialog", { name: "Delete this checklist?" });
  await expect(dialog.locator("img")).toHaveAttribute("src", /^\/assets\/delete-account-[\w-]+\.svg$/);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(card(page, "Garden jobs")).toBeVisible();
  await cardAction(page, "Garden jobs", "Delete");
  await page.getByRole("dialog").getByRole("button", { name: "Delete checklist" }).click();
  await expect(page.getByText("The checklist has been deleted.")).toBeVisible();
  await expect(card(page, "Garden jobs")).toHaveCount(0);
  await openPage(page, page.url());
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(folders.getByRole("link", { name: /Home/ })).toContainText("0");

  // Deleting a folder keeps its checklists.
  await folders.getByRole("link", { name: /Holidays/ }).click();
  await page.getByRole("button", { name: "Delete folder" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete folder" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(folders.getByRole("link", { name: /Holidays/ })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(3);
});

test("a failed delete says the checklist hasn't been deleted and keeps the card", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await saveChecklist(context.request, "Stays put");
  await openPage(page, "/dashboard");
  await page.route("**/api/checklist/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 404, json: { error: "Checklist not found.", code: "not_found" } })
      : route.continue(),
  );
  await cardAction(page, "Stays put", "Delete");
  await page.getByRole("dialog").getByRole("button", { name: "Delete checklist" }).click();
  await expect(page.getByText("The checklist hasn't been deleted.")).toBeVisible();
  await expect(card(page, "Stays put")).toBeVisible();
});

test("thirty checklists load twelve at a time, focus moving to the first card each load brings", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signedInUser(context);
  for (let i = 1; i <= 30; i++) await saveChecklist(context.request, `List ${String(i).padStart(2, "0")}`);
  await openPage(page, "/dashboard");
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("article").first()).toHaveAccessibleName("List 30");
  const more = page.getByRole("button", { name: "Load more" });
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article")).toHaveCount(24);
  await expect(card(page, "List 18").getByRole("link", { name: "List 18" })).toBeFocused();
  expect(await focusedText()).toBe("List 18");
  // The last load takes the button away: focus still lands on the first new card, not the page.
  await more.click();
  await expect(page.getByRole("article")).toHaveCount(30);
  await expect(more).toHaveCount(0);
  await expect(card(page, "List 06").getByRole("link", { name: "List 06" })).toBeFocused();
  expect(await focusedText()).toBe("List 06");
  await expect(page.getByRole("article").last()).toHaveAccessibleName("List 01");
});

test("searching by title narrows the cards, survives a reload and clears with Escape", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  for (const title of ["Morning routine", "Evening routine", "Packing list"]) {
    await saveChecklist(context.request, title);
  }
  await openPage(page, "/dashboard");
  await expect(page.getByRole("article")).toHaveCount(3);

  const search = page.getByRole("searchbox", { name: "Search checklists by title" });
  await search.fill("routine");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("status")).toHaveText("2 checklists with “routine” in the title");
  await expect(page).toHaveURL(/[?&]q=routine/);
  await expect(search).toBeFocused();

  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(search).toHaveValue("routine");

  await search.fill("holiday");
  await expect(page.getByRole("status")).toHaveText("No checklists here have “holiday” in their title.");
  await expect(page.getByRole("article")).toHaveCount(0);

  await search.press("Escape");
  await expect(search).toHaveValue("");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page).not.toHaveURL(/q=/);

  // Following a folder link leaves the search, and the box says so.
  await search.fill("packing");
  await expect(page.getByRole("article")).toHaveCount(1);
  await page
    .getByRole("navigation", { name: "Folders" })
    .getByRole("link", { name: "All checklists" })
    .click();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(search).toHaveValue("");
});
