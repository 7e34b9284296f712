import { expect, type Page, test } from "@playwright/test";
import { openEditor, panelTab } from "../specs/editor/editor-page.ts";

// Pictures of the editor for a person to look at, not assertions: `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/editor-${name}-${width}.png`, fullPage: false });
}

for (const width of [1280, 375]) {
  test(`editor screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    // The seeded templates, 1 to 9.
    for (let template = 1; template <= 9; template++) {
      await openEditor(page, `/editor?template=${template}`);
      await shot(page, `template-${template}`, width);
    }
    await panelTab(page, "Blocks");
    await shot(page, "blocks", width);
    await panelTab(page, "Design");
    await shot(page, "design", width);
    const save = await panelTab(page, "Save");
    await expect(save).toBeVisible();
    await shot(page, "save", width);
  });
}
