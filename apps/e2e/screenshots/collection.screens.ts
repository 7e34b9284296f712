import { expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../support/accounts.ts";
import { saveChecklist, shareChecklist } from "../support/checklists.ts";
import { BASE_URL } from "../support/env.ts";
import { openPage } from "../support/navigation.ts";
import { startOtherSite } from "../support/other-site.ts";

// Pictures of the collection screens for a person to look at, not assertions: `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: false });
}

for (const width of [1280, 375]) {
  test(`collection screens at ${width} px`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    await signedInUser(context, "Jamie Rivera");
    await openPage(page, "/dashboard");
    await shot(page, "empty", width);

    const types = [
      "habit-tracker",
      "daily-checklist",
      "weekly-to-do-list",
      "30-day-challenge",
      "mood-tracker",
    ];
    const saved = [];
    for (const [index, type] of types.entries()) {
      saved.push(
        await saveChecklist(
          context.request,
          ["Habits for March", "My busy Monday", "Week 12 plan", "Squat challenge", "Mood diary"][index] ??
            type,
          type,
        ),
      );
    }
    const first = saved[0];
    if (!first) throw new Error("nothing saved");
    await shareChecklist(context.request, first.id);
    await page.waitForTimeout(2500);
    await openPage(page, "/dashboard");
    await shot(page, "dashboard", width);
    await page.getByRole("searchbox", { name: "Search checklists by title" }).fill("m");
    await expect(page.getByRole("status")).toBeVisible();
    await shot(page, "search", width);
    await openPage(page, "/dashboard");
    await page.getByRole("button", { name: "Actions for Habits for March" }).click();
    await shot(page, "card-menu", width);
    for (const [action, dialog] of [
      ["Share", "Share checklist"],
      ["Embed", "Embed checklist"],
      ["Send by e-mail", "Send to e-mail"],
      ["Move to folder", "Move to folder"],
      ["Rename", "Rename checklist"],
      ["Delete", "Delete this checklist?"],
    ] as const) {
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Actions for Habits for March" }).click();
      await page.getByRole("button", { name: action, exact: true }).click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await shot(page, `modal-${action.toLowerCase().replace(/\W+/g, "-")}`, width);
      await page.keyboard.press("Escape");
    }
    // A field's error in a dialog, then the folder dialogs.
    await page.getByRole("button", { name: "Actions for Habits for March" }).click();
    await page.getByRole("button", { name: "Rename", exact: true }).click();
    const rename = page.getByRole("dialog", { name: "Rename checklist" });
    await rename.getByLabel("Title").fill("");
    await rename.getByRole("button", { name: "Save title" }).click();
    await expect(rename.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "modal-rename-error", width);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "New folder" }).click();
    await page.getByRole("dialog", { name: "New folder" }).getByLabel("Folder name").fill("Spring");
    await shot(page, "modal-new-folder", width);
    await page.getByRole("dialog").getByRole("button", { name: "Create folder" }).click();
    await page
      .getByRole("navigation", { name: "Folders" })
      .getByRole("link", { name: /Spring/ })
      .click();
    await page.getByRole("button", { name: "Delete folder" }).click();
    await expect(page.getByRole("dialog", { name: "Delete the folder “Spring”?" })).toBeVisible();
    await shot(page, "modal-delete-folder", width);
    await page.keyboard.press("Escape");
    await openPage(page, "/dashboard");
    await page.getByRole("button", { name: "New checklist" }).first().click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Habit Tracker" })).toBeVisible();
    await shot(page, "template-picker", width);
    await page.keyboard.press("Escape");

    await openPage(page, "/dashboard?tab=bookmarks");
    await shot(page, "bookmarks", width);
    await openPage(page, `/view?id=${first.id}`);
    await shot(page, "view", width);
    await page.mouse.wheel(0, 600);
    await shot(page, "view-scrolled", width);
    await openPage(page, `/check-off?id=${first.id}`);
    await page.getByRole("checkbox").nth(2).click();
    await shot(page, "check-off", width);

    const site = await startOtherSite(`${BASE_URL}/view?id=${first.id}&embed=1`, width);
    await page.goto(site.url);
    await page
      .frameLocator("iframe")
      .getByRole("region", { name: /^Page 1/ })
      .waitFor();
    await shot(page, "embed", width);
    await page.frameLocator("iframe").locator("main").hover();
    await shot(page, "embed-hover", width);
    await site.close();
  });
}
