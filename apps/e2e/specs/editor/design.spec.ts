import { expect, test } from "@playwright/test";
import { openEditor, pages, panelTab } from "./editor-page.ts";

test("a calendar added from the Design tab has the default 7 cells, 7 to a row, and out-of-range counts are brought in range and said so", async ({
  page,
}) => {
  await openEditor(page);
  const design = await panelTab(page, "Design");
  await design.getByRole("button", { name: "Add a calendar" }).click();
  const cells = design.getByRole("spinbutton", { name: "Cells", exact: true });
  await expect(cells).toHaveValue("7");
  await expect(design.getByRole("spinbutton", { name: "Cells per row" })).toHaveValue("7");
  await expect(pages(page).getByRole("textbox", { name: /^Title of / })).toHaveCount(7);

  await cells.fill("400");
  await expect(cells).toHaveValue("42");
  const note = design.getByRole("status").filter({ hasText: "Cells can be 1 to 42, so it is set to 42." });
  await expect(note).toBeVisible();
  await expect(cells).toHaveAccessibleDescription("Cells can be 1 to 42, so it is set to 42.");
  await expect(pages(page).getByRole("textbox", { name: /^Title of / })).toHaveCount(42);

  await cells.fill("-3");
  await expect(cells).toHaveValue("1");
  await expect(design.getByText("Cells can be 1 to 42, so it is set to 1.")).toBeVisible();
  await cells.fill("12");
  await expect(design.getByText(/Cells can be 1 to 42/)).toHaveCount(0);
  await expect(pages(page).getByRole("textbox", { name: /^Title of / })).toHaveCount(12);
});

test("in free mode nothing is marked premium: not the backgrounds, nor a template everyone may use", async ({
  page,
}) => {
  // The browser tests run without payments set up, which is free mode.
  await openEditor(page, "/editor?template=8");
  const design = await panelTab(page, "Design");
  const backgrounds = design.getByRole("radiogroup", { name: "Background" });
  await expect(backgrounds.getByRole("radio", { name: "Hearts", exact: true })).toBeVisible();
  await expect(page.getByText("Premium")).toHaveCount(0);
  await expect(page.getByTitle(/Premium/)).toHaveCount(0);
  const save = await panelTab(page, "Save");
  await expect(save.getByText(/premium template/i)).toHaveCount(0);
});

test("a layout that leaves the page unchanged says why under the choice, and offers the missing part", async ({
  page,
}) => {
  await openEditor(page);
  const design = await panelTab(page, "Design");
  const layouts = design.getByRole("radiogroup", { name: "Layout" });
  await layouts.getByRole("radio", { name: "Planner" }).click();
  const note = design
    .getByRole("status")
    .filter({ hasText: "Planner puts calendars and habit grids at the top" });
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: "Add a calendar" }).click();
  await expect(note).toHaveCount(0);
  await expect(layouts.getByRole("radio", { name: "Planner" })).toBeFocused();
  // The calendar leads the first page, above the lists that come before it in the checklist.
  const first = pages(page).getByRole("region", { name: /^Page 1 of/ });
  const calendarTop =
    (
      await first
        .getByRole("textbox", { name: /^Title of / })
        .first()
        .boundingBox()
    )?.y ?? 0;
  const listTop = (await first.getByRole("textbox", { name: "List, item 1" }).first().boundingBox())?.y ?? 0;
  expect(calendarTop).toBeLessThan(listTop);

  await layouts.getByRole("radio", { name: "Done last" }).click();
  const unticked = design.getByRole("status").filter({ hasText: "Nothing is ticked yet." });
  await expect(unticked).toBeVisible();
  await pages(page).getByRole("checkbox", { name: "Tick List, item 1" }).first().click();
  await expect(unticked).toHaveCount(0);
});
