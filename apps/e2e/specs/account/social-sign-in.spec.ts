import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { openPage } from "../../support/navigation.ts";
import { signInAtProviderAs } from "../../support/sign-in-provider.ts";
import { expectSaved, openEditor, pages, saveButton } from "../editor/editor-page.ts";

// One stand-in provider serves the whole run: the person who signs in there is set for each test in turn.
test.describe.configure({ mode: "serial" });

function newPerson(name: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { subject: `google-${id}`, email: `${id}@example.com`, name };
}

test("a new person signs in with Google from /login, round trip through the provider, and lands on the collection", async ({
  page,
}) => {
  const person = newPerson("Ada Lovelace");
  await signInAtProviderAs(person);
  await openPage(page, "/login");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: `Hello, ${person.name}` })).toBeVisible();

  // Settings shows Google connected, and sets a first password without asking for a current one.
  await openPage(page, "/profile");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText("Connected", { exact: true })).toBeVisible();
  await expect(methods.getByRole("button", { name: "Disconnect Google" })).toBeDisabled();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a returning person whose address has an unverified account is told how to connect it on /login", async ({
  page,
}) => {
  const person = newPerson("Grace Hopper");
  await signInAtProviderAs(person);
  await openPage(page, "/register");
  await page.getByLabel("Name").fill("Grace");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");
  await page.context().clearCookies();

  await signInAtProviderAs({ ...person, subject: `${person.subject}-other`, emailVerified: false });
  await openPage(page, "/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    `${person.email} already has a Listful account. Log in with its password, then connect Google from Settings.`,
  );
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
});

test("a guest's draft survives the trip to Google from the editor's save dialog and is saved after", async ({
  page,
}) => {
  // Typing counts as using the page, so leaving asks first; this test means to leave for the provider.
  page.on("dialog", (dialog) => void dialog.accept());
  await signInAtProviderAs(newPerson("Katherine Johnson"));
  await openEditor(page, "/editor?template=5");
  const title = pages(page).getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Orbits to check");
  await expect(page.getByRole("status").filter({ hasText: "Draft on this device" }).first()).toBeVisible();

  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Create a free account to save" });
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  // Signing in, loading the editor again and saving: on a busy machine this takes a while.
  await expect(page).toHaveURL(/\/editor\?checklist=/, { timeout: 30_000 });
  await expectSaved(page);
  await expect(title).toHaveValue("Orbits to check");
  const collection = await page.evaluate(async () => (await fetch("/api/checklists")).json());
  expect(collection.items.map((item: { title: string }) => item.title)).toEqual(["Orbits to check"]);
});
