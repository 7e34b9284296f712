import { expect, type Locator, type Page, test } from "@playwright/test";
import { openEditor, pages, panelTab } from "./editor-page.ts";

/** The fonts Chromium drew an element's text with (DevTools protocol), by family. */
async function fontsOf(page: Page, element: Locator): Promise<readonly string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument", { depth: -1, pierce: true });
  const marker = `font-probe-${Date.now()}`;
  await element.evaluate((node, id) => node.setAttribute("data-font-probe", id), marker);
  const { nodeId } = await session.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: `[data-font-probe="${marker}"]`,
  });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

test("emoji show in colour from the app's emoji font on the sheet and in the panel", async ({ page }) => {
  await openEditor(page, "/editor?template=1");
  const item = pages(page)
    .getByRole("textbox", { name: /item 1$/ })
    .first();
  await item.fill("Done ✅ party 🎉");
  await item.press("Tab");

  const blocks = await panelTab(page, "Blocks");
  const card = blocks.getByText("Checklist: Done ✅ party 🎉");
  await expect(card).toBeVisible();
  await expect.poll(() => fontsOf(page, card)).toContain("Noto Color Emoji");

  const preview = page.getByRole("radio", { name: "Preview" }).or(page.getByRole("tab", { name: "Preview" }));
  await preview.first().click();
  const printed = pages(page).getByText("Done ✅ party 🎉");
  await expect(printed).toBeVisible();
  await expect.poll(() => fontsOf(page, printed)).toContain("Noto Color Emoji");
});
