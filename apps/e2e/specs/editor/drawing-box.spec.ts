import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";
import { templateDocument } from "../../support/checklists.ts";
import { openPage } from "../../support/navigation.ts";
import { openBlock, openEditor, pages } from "./editor-page.ts";

test("a writing field becomes a box to draw in from its settings, by keyboard", async ({ page }, info) => {
  await openEditor(page);
  const notes = await openBlock(page, "Notes");
  const style = notes.getByRole("radiogroup", { name: "Field style" });
  await expect(style.getByRole("radio", { name: "Lines" })).toBeChecked();
  const sheet = pages(page);
  await expect(sheet.locator('.ls-lines[data-style="box"]')).toHaveCount(0);

  await style.getByRole("radio", { name: "Lines" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(style.getByRole("radio", { name: "Box" })).toBeChecked();
  await expect(notes.getByRole("spinbutton", { name: "Box height in lines" })).toBeVisible();
  const box = sheet.locator('.ls-lines[data-style="box"]');
  await expect(box).toHaveCount(1);
  // A frame that prints: a solid border all round (1.5px, which a screen may draw on one device pixel),
  // with rounded corners.
  const frame = await box.evaluate((element) => {
    const css = getComputedStyle(element);
    return {
      width: Number.parseFloat(css.borderTopWidth),
      bottom: css.borderBottomStyle,
      radius: css.borderTopLeftRadius,
    };
  });
  expect(frame.width).toBeGreaterThanOrEqual(1);
  expect(frame).toMatchObject({ bottom: "solid", radius: "12px" });
  await page.screenshot({ path: info.outputPath("editor-box-1280.png") });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(style).toBeVisible();
  await page.screenshot({ path: info.outputPath("editor-box-375.png"), fullPage: true });
});

test("an answer field drawn as a box takes typed text on the check-off page, inside its frame", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const template = await templateDocument(context.request, "gratitude-journal");
  const blocks = template.data.blocks.map((block, index) =>
    index === 0 && block.kind === "interactive-text-field" ? { ...block, style: "box" as const } : block,
  );
  const data = { ...template.data, title: { ...template.data.title, text: "Boxed" }, blocks };
  const saved = await apiClient(context.request).request("POST /api/checklist", {
    body: { data, templateId: template.id },
  });
  await openPage(page, `/check-off?id=${saved.id}`);
  const label = blocks[0]?.kind === "interactive-text-field" ? blocks[0].label : "";
  const answer = page.getByRole("textbox", { name: label });
  await answer.fill("A picnic in the sun");
  await expect(page.getByText("All changes saved")).toBeVisible();
  const frame = page.locator('.ls-lines[data-style="box"]');
  await expect(frame).toHaveCount(1);
  await expect(frame.getByRole("textbox", { name: label })).toHaveValue("A picnic in the sun");
  await page.reload();
  await expect(page.getByRole("textbox", { name: label })).toHaveValue("A picnic in the sun");
});
