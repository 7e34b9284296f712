import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";

for (const width of [320, 375, 1280]) {
  test(`at ${width} px every card's actions menu opens whole on the screen`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 812 });
    await signedInUser(context, "Menu Reader");
    for (const title of ["Left card", "Right card"]) await saveChecklist(context.request, title);
    await openPage(page, "/dashboard");
    for (const title of ["Left card", "Right card"]) {
      const trigger = page.getByRole("button", { name: `Actions for ${title}`, exact: true });
      await trigger.click();
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`.replaceAll(":", "\\:"));
      await expect(panel.getByRole("button", { name: "Delete" })).toBeVisible();
      const box = await panel.boundingBox();
      expect(box, title).not.toBeNull();
      expect(box?.x ?? -1, `${title} starts on screen`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${title} ends on screen`).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
    }
  });
}

test("a card's Delete is drawn in the danger colour, resting and pointed at", async ({ page, context }) => {
  await signedInUser(context, "Menu Reader");
  await saveChecklist(context.request, "Kept card");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Kept card", exact: true }).click();
  const remove = page.getByRole("button", { name: "Delete" });
  await expect(remove).toHaveCSS("color", "rgb(198, 40, 40)");
  await remove.hover();
  await expect(remove).toHaveCSS("color", "rgb(198, 40, 40)");
  await expect(remove).toHaveCSS("background-color", "rgb(255, 240, 239)");
  // The other entries keep the menu's own look.
  await expect(page.getByRole("button", { name: "Rename" })).toHaveCSS("color", "rgb(69, 63, 92)");
});
