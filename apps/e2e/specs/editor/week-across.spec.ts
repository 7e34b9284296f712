import { expect, test } from "@playwright/test";
import { openEditor, pages, panelTab } from "./editor-page.ts";

test("Week across stands a weekly sheet's seven days side by side, four over three in portrait", async ({
  page,
}) => {
  await openEditor(page, "/editor?template=3");
  const design = await panelTab(page, "Design");
  const layouts = design.getByRole("radiogroup", { name: "Layout" });
  await layouts.getByRole("radio", { name: "Week across" }).click();
  await expect(layouts.getByRole("radio", { name: "Week across" })).toBeChecked();
  const days = pages(page).locator(".ls-piece[data-across]");
  await expect(days).toHaveCount(7);
  const boxes = await Promise.all((await days.all()).map((day) => day.boundingBox()));
  const tops = new Set(boxes.map((box) => Math.round(box?.y ?? 0)));
  const widths = new Set(boxes.map((box) => Math.round(box?.width ?? 0)));
  expect(tops.size).toBe(2);
  expect(widths.size).toBe(1);
  await expect(design.getByRole("status").filter({ hasText: "Week across" })).toHaveCount(0);
});

test("Week across on a sheet without day lists says why its page looks as before", async ({ page }) => {
  await openEditor(page);
  const design = await panelTab(page, "Design");
  await design
    .getByRole("radiogroup", { name: "Layout" })
    .getByRole("radio", { name: "Week across" })
    .click();
  await expect(
    design
      .getByRole("status")
      .filter({ hasText: "Week across stands a weekly sheet's day lists side by side" }),
  ).toBeVisible();
});

test("a month view gets last and next month small beside it, with notes lines, from the calendar settings", async ({
  page,
}) => {
  await openEditor(page, "/editor?template=4");
  const design = await panelTab(page, "Design");
  const small = design.getByRole("switch", { name: "Small months and notes" });
  await expect(small).toBeEnabled();
  await expect(small).toHaveAccessibleDescription(/Last and next month, small/);
  await small.focus();
  await page.keyboard.press("Space");
  await expect(small).toBeChecked();
  await expect(pages(page).locator(".ls-mini-month")).toHaveCount(2);
  await expect(pages(page).locator(".ls-mini-line").first()).toBeVisible();
  await small.click();
  await expect(pages(page).locator(".ls-mini-month")).toHaveCount(0);
});
