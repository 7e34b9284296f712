import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { newAdmin } from "../../support/admins.ts";
import { apiClient } from "../../support/api.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { SUPER_ADMIN } from "../../support/env.ts";
import { openPage } from "../../support/navigation.ts";
import { openEditor, panelTab } from "../editor/editor-page.ts";

/** The library's row of a template, on /admin/templates. */
function libraryRow(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });
}

test("an admin makes a template from a checklist and publishes it; unpublished, it leaves the gallery and a copy made from it still opens", async ({
  browser,
  page,
  context,
}) => {
  test.slow();
  await newAdmin(browser, context);
  const title = `Sunrise routine ${randomUUID().slice(0, 6)}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const checklist = await saveChecklist(context.request, title);

  await openEditor(page, `/editor?checklist=${checklist.id}`);
  const save = await panelTab(page, "Save");
  const form = save.getByRole("form", { name: "Save as template" });
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await expect(form.getByLabel("Slug")).toHaveValue(slug);
  await form.getByLabel("Category").selectOption("daily-checklist");
  await form.getByRole("button", { name: "Save as template" }).click();
  await expect(page.getByText("Template created.")).toBeVisible();
  await expect(save.getByRole("form", { name: "Update template" })).toBeVisible();

  await openPage(page, "/admin/templates?published=false");
  const row = libraryRow(page, title);
  await expect(row).toContainText("Daily Checklist");
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("switch", { name: `Published: ${title}` }).click();
  await expect(page.getByText("Template published.")).toBeVisible();
  await openPage(page, "/admin/templates?published=true");
  await expect(libraryRow(page, title).getByRole("switch")).toHaveAttribute("aria-checked", "true");
  await libraryRow(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Changes" })).toContainText("Published: no → yes");

  // Anyone sees it in the gallery and on its type's landing page, and makes a checklist from it.
  const user = await browser.newContext();
  const userPage = await user.newPage();
  await signedInUser(user, "Una User");
  await openPage(userPage, "/template-gallery");
  await expect(userPage.locator(`[data-template="${slug}"]`)).toBeVisible();
  await openPage(userPage, "/daily-checklist-template");
  await expect(userPage.locator(`[data-template="${slug}"]`).first()).toBeVisible();
  const templates = await apiClient(user.request).request("GET /api/templates");
  const template = templates.find((entry) => entry.slug === slug);
  expect(template).toBeDefined();
  await openEditor(userPage, `/editor?template=${template?.id}`);
  await (await panelTab(userPage, "Save")).getByRole("button", { name: "Save to my collection" }).click();
  await expect(userPage.getByText("The checklist has been saved to your collection.")).toBeVisible();
  await expect(userPage).toHaveURL(/checklist=/);
  const copy = userPage.url();
  // A person who is not an admin has no template section in the Save tab.
  await expect(userPage.getByRole("region", { name: "Template library" })).toHaveCount(0);

  // Unpublished, it is gone from the gallery at once; the copy still opens.
  await openPage(page, "/admin/templates?published=true");
  await libraryRow(page, title)
    .getByRole("switch", { name: `Published: ${title}` })
    .click();
  await expect(page.getByText("Template unpublished.")).toBeVisible();
  await openPage(userPage, "/template-gallery");
  await expect(userPage.getByRole("heading", { level: 1, name: "Template gallery" })).toBeVisible();
  await expect(userPage.locator(`[data-template="${slug}"]`)).toHaveCount(0);
  await openEditor(userPage, new URL(copy).pathname + new URL(copy).search);
  await expect(
    userPage.getByRole("heading", { name: title }).or(userPage.getByText(title).first()),
  ).toBeVisible();
  await user.close();
});

test("the keyboard reorders the library, and the gallery follows", async ({ browser, page, context }) => {
  await newAdmin(browser, context);
  const api = apiClient(context.request);
  const checklist = await saveChecklist(context.request, "Order test");
  const tag = randomUUID().slice(0, 6);
  const made = [];
  for (const [index, name] of ["First", "Second"].entries()) {
    const saved = await api.request("POST /api/admin/template", {
      body: {
        title: `${name} ${tag}`,
        slug: `${name.toLowerCase()}-${tag}`,
        type: "gallery",
        category: "daily-checklist",
        orderBy: 900_000 + index,
        isPublished: true,
        data: checklist.data,
        checklistId: checklist.id,
      },
    });
    made.push(saved.template);
  }
  const galleryOrder = async () =>
    (await api.request("GET /api/templates/:type", { params: { type: "gallery" } }))
      .map((template) => template.slug)
      .filter((slug) => slug.endsWith(tag));
  expect(await galleryOrder()).toEqual([`first-${tag}`, `second-${tag}`]);

  await openPage(page, "/admin/templates?type=gallery&category=daily-checklist");
  const handle = page.getByRole("button", { name: new RegExp(`^Move Second ${tag}, position`) });
  await handle.focus();
  await page.keyboard.press("ArrowUp");
  await expect(
    page.getByRole("status").filter({ hasText: `Second ${tag} moved to position` }),
  ).toBeAttached();
  await expect(page.getByText("The new order is saved.")).toBeVisible();
  await expect(handle).toBeFocused();
  expect(await galleryOrder()).toEqual([`second-${tag}`, `first-${tag}`]);

  for (const template of made) {
    await api.request("POST /api/admin/template/:id/unpublish", { params: { id: template.id } });
    await api.request("DELETE /api/admin/template/:id", { params: { id: template.id } });
  }
});

test("the statistics page draws views over time with its table beneath", async ({
  browser,
  page,
  context,
}) => {
  await newAdmin(browser, context);
  const api = apiClient(context.request);
  const [template] = await api.request("GET /api/templates/:type", { params: { type: "gallery" } });
  if (!template) throw new Error("The library has no gallery template");
  await api.request("POST /template/stats", { body: { templateId: template.id, event: 1, type: 2 } });
  await openPage(page, "/admin/templates/stats?list=gallery");
  await expect(page.getByRole("img", { name: /^Views per day from/ })).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText(template.title);
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the table and the charts scroll in their own boxes; the pages never scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/admin/templates/stats", "/admin/templates", `/admin/templates/${template.id}`]) {
    await openPage(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test("the admin pages are a plain 404 to people who are not admins, with no link to them", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  for (const path of ["/admin/templates", "/admin/templates/stats", "/admin/templates/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Template library" })).toHaveCount(0);
});

test("a super-admin removes an admin only after saying so, and the admin pages close to them at once", async ({
  browser,
  context,
  page,
}) => {
  const name = `Rita ${randomUUID().slice(0, 8)}`;
  await newAdmin(browser, context, name);
  await openPage(page, "/admin/templates");
  await expect(page.getByRole("heading", { name: "Template library" })).toBeVisible();

  const superContext = await browser.newContext();
  await apiClient(superContext.request).request("POST /api/login", {
    body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
  });
  const settings = await superContext.newPage();
  await openPage(settings, "/profile");
  const admins = settings.getByRole("region", { name: "Team" }).getByRole("list", { name: "Admins" });
  const remove = admins.getByRole("button", { name: `Remove the admin role from ${name}` });

  // Keeping it changes nothing, and focus goes back where it was.
  await remove.click();
  const dialog = settings.getByRole("dialog", { name: `Remove the admin role from ${name}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(settings)).toEqual([]);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(admins).toContainText(name);

  await remove.click();
  await dialog.getByRole("button", { name: "Remove admin role" }).click();
  await expect(settings.getByText("Admin role removed.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admins).not.toContainText(name);
  await superContext.close();

  // The same session, no new sign-in: the roles are read again on the next page.
  const response = await page.goto("/admin/templates");
  expect(response?.status()).toBe(404);
});
