import { expect, type Page, test } from "@playwright/test";
import { openEditor, panelTab, saveButton } from "../specs/editor/editor-page.ts";

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
    // A guest saving is asked to sign up or log in, with the fields of the account pages.
    await saveButton(page).click();
    const signUp = page.getByRole("dialog", { name: "Create a free account to save" });
    await signUp.getByRole("button", { name: "Create account and save" }).click();
    await expect(signUp.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "save-sign-up", width);
    await signUp.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("dialog", { name: "Log in to save" })).toBeVisible();
    await shot(page, "save-log-in", width);
  });
}
