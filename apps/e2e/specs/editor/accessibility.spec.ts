import { expect, test } from "@playwright/test";
import { seriousViolations } from "../../support/accessibility.ts";
import { atWidth } from "../../support/widths.ts";
import { openBlock, openEditor, panelTab, saveButton } from "./editor-page.ts";

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test(
    `the editor at ${width} px has no serious accessibility violations in any tab, preview or dialog`,
    atWidth(width, WIDTHS),
    async ({ page }) => {
      // Each scan walks a habit grid of hundreds of cells; six scans take longer than a usual test.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await openEditor(page, "/editor?template=2");
      await openBlock(page, "Daily habits");
      expect(await seriousViolations(page)).toEqual([]);
      await panelTab(page, "Design");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: /^Text colour/ }).click();
      await expect(page.getByRole("dialog", { name: "Text colour" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await panelTab(page, "Save");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("radio", { name: "Preview" }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("radio", { name: "Edit" }).click();
      await saveButton(page).click();
      await expect(page.getByRole("dialog", { name: "Create a free account to save" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
