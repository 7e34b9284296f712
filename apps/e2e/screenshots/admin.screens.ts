import { TEMPLATE_EVENT_LISTS, TEMPLATE_EVENTS } from "@listful/contracts";
import { expect, type Page, test } from "@playwright/test";
import { apiClient } from "../support/api.ts";
import { saveChecklist } from "../support/checklists.ts";
import { SUPER_ADMIN } from "../support/env.ts";
import { openPage } from "../support/navigation.ts";

// Pictures of the admin pages (library, a template's page, statistics, Settings > Team and the editor's
// template section) for a person to look at, not assertions: `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/admin-${name}-${width}.png`, fullPage });
}

for (const width of [1280, 375]) {
  test(`the admin pages at ${width} px`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    const api = apiClient(context.request);
    await api.request("POST /api/login", {
      body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
    });
    const templates = await api.request("GET /api/templates");
    // Some views and downloads from both lists, so the charts have lines to draw.
    for (const [rank, template] of templates.slice(0, 6).entries()) {
      for (let count = 0; count < 6 - rank; count += 1) {
        await api.request("POST /template/stats", {
          body: {
            templateId: template.id,
            event: count % 3 === 0 ? TEMPLATE_EVENTS.download : TEMPLATE_EVENTS.view,
            type: count % 2 === 0 ? TEMPLATE_EVENT_LISTS.gallery : TEMPLATE_EVENT_LISTS.create,
          },
        });
      }
    }
    await openPage(page, "/admin/templates");
    await shot(page, "library", width, false);
    await openPage(page, `/admin/templates/${templates[0]?.id}`);
    await shot(page, "template", width);
    await openPage(page, "/admin/templates/stats");
    await shot(page, "stats", width);
    await openPage(page, "/profile");
    await page.getByRole("region", { name: "Team" }).screenshot({ path: `${OUT}/admin-team-${width}.png` });
    const checklist = await saveChecklist(context.request, `Screens ${width}`);
    await openPage(page, `/editor?checklist=${checklist.id}`);
    await page.getByRole("tab", { name: "Save" }).click();
    const section = page.getByRole("region", { name: "Template library" });
    await expect(section.getByRole("button", { name: "Save as template" })).toBeVisible({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
    await shot(page, "editor-template", width, false);
  });
}
