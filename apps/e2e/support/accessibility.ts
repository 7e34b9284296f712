import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./navigation.ts";
import { atWidth } from "./widths.ts";

/** axe's WCAG 2.1 A and AA rules on the page as it stands: the serious and critical findings, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** One test for each page at each width: opened and scanned, with no serious findings (widths: widths.ts). */
export function testPagesHaveNoSeriousViolations(paths: readonly string[], widths: readonly number[]) {
  for (const path of paths) {
    for (const width of widths) {
      test(
        `${path} at ${width} px has no serious accessibility violations`,
        atWidth(width, widths),
        async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await openPage(page, path);
          expect(await seriousViolations(page)).toEqual([]);
        },
      );
    }
  }
}
