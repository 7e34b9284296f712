import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openBlock, openEditor, pages, panelTab } from "./editor-page.ts";

test("the PDF download is the designed checklist: A4 pages with its text", async ({ page }, testInfo) => {
  await openEditor(page, "/editor?template=3");
  const save = await panelTab(page, "Save");
  await save.getByRole("textbox", { name: "Title", exact: true }).fill("Week of small wins");
  const downloading = page.waitForEvent("download");
  await save.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = testInfo.outputPath("checklist.pdf");
  await download.saveAs(file);

  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  expect(pageCount).toBe(
    await pages(page)
      .getByRole("region", { name: /^Page \d+ of/ })
      .count(),
  );
  expect(info).toMatch(/Page size:\s+[\d.]+ x [\d.]+ pts \(A4\)/);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Week of small wins");
  expect(text).toContain("Monday");
  expect(execFileSync("pdffonts", [file], { encoding: "utf8" })).not.toMatch(/Type 3/);

  const design = await panelTab(page, "Design");
  await design.getByRole("combobox", { name: "Page format" }).selectOption("letter");
  const letterDownload = page.waitForEvent("download");
  await (await panelTab(page, "Save")).getByRole("button", { name: "Download PDF" }).click();
  const letter = testInfo.outputPath("letter.pdf");
  await (await letterDownload).saveAs(letter);
  expect(execFileSync("pdfinfo", [letter], { encoding: "utf8" })).toMatch(
    /Page size:\s+612 x 792 pts \(letter\)/,
  );
});

test("the PDF and the JSON export of one checklist carry one file name", async ({ page }) => {
  await openEditor(page, "/editor?template=1");
  const save = await panelTab(page, "Save");
  // Without a title, the headline names the checklist, as it does in My collection.
  await save.getByRole("textbox", { name: "Title", exact: true }).fill("");
  await save.getByRole("textbox", { name: "Headline" }).fill("Spring cleaning, room by room");
  const exporting = page.waitForEvent("download");
  await save.getByRole("button", { name: "Export JSON" }).click();
  expect((await exporting).suggestedFilename()).toBe("spring-cleaning-room-by-room.listful.json");

  const printed = page.waitForResponse((response) => response.url().endsWith("/api/pdf"));
  const downloading = page.waitForEvent("download");
  await save.getByRole("button", { name: "Download PDF" }).click();
  expect((await printed).headers()["content-disposition"]).toContain(
    'filename="spring-cleaning-room-by-room.pdf"',
  );
  await downloading;
});

test("exporting and importing the JSON gives back the same checklist; a bad file changes nothing", async ({
  page,
}, testInfo) => {
  await openEditor(page, "/editor?template=1");
  const morning = await openBlock(page, "Morning");
  await morning.getByRole("textbox", { name: "Header text" }).fill("Early hours");

  const save = await panelTab(page, "Save");
  const exporting = page.waitForEvent("download");
  await save.getByRole("button", { name: "Export JSON" }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toBe("daily-checklist.listful.json");
  const file = testInfo.outputPath(exported.suggestedFilename());
  await exported.saveAs(file);
  const original = JSON.parse(await readFile(file, "utf8"));
  expect(original).toMatchObject({ format: "listful-checklist", version: 2, data: { version: 2 } });
  expect(original.data.blocks[0]).toMatchObject({ kind: "text-header", text: "Early hours" });

  // Change the checklist, then bring the exported one back.
  await save.getByRole("textbox", { name: "Title", exact: true }).fill("Something else");
  await panelTab(page, "Design").then((design) => design.getByRole("radio", { name: "Cherry" }).click());
  const again = await panelTab(page, "Save");
  await again.getByLabel("Checklist file to import").setInputFiles(file);
  await expect(page.getByText("has been imported.")).toBeVisible();
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Daily Checklist",
  );

  const reexporting = page.waitForEvent("download");
  await again.getByRole("button", { name: "Export JSON" }).click();
  const roundTrip = JSON.parse(await readFile(await (await reexporting).path(), "utf8"));
  expect(roundTrip).toEqual(original);

  // A file that is not a checklist is explained and leaves the checklist as it is.
  const bad = testInfo.outputPath("notes.json");
  await writeFile(bad, JSON.stringify({ format: "something-else", data: {} }));
  await again.getByLabel("Checklist file to import").setInputFiles(bad);
  await expect(again.getByRole("alert")).toContainText(
    "“notes.json” could not be imported, and your checklist is unchanged.",
  );
  const broken = testInfo.outputPath("broken.json");
  await writeFile(broken, "{ this is not json");
  await again.getByLabel("Checklist file to import").setInputFiles(broken);
  await expect(again.getByRole("alert")).toContainText("The file is not a JSON file.");
  await expect(pages(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Daily Checklist",
  );
  await expect(pages(page).getByRole("textbox", { name: "Section title" }).first()).toHaveValue(
    "Early hours",
  );
});

test("opening a template and downloading its PDF count in the template stats", async ({ page }) => {
  const counts = async () => {
    const stats = (await (await page.request.get("/template/stats")).json()) as {
      create: { templateId: number; views: number; downloads: number }[];
    };
    return stats.create.find((entry) => entry.templateId === 5) ?? { views: 0, downloads: 0 };
  };
  const before = await counts();
  await openEditor(page, "/editor?template=5");
  await expect.poll(async () => (await counts()).views).toBeGreaterThan(before.views);
  const downloading = page.waitForEvent("download");
  await (await panelTab(page, "Save")).getByRole("button", { name: "Download PDF" }).click();
  await downloading;
  await expect.poll(async () => (await counts()).downloads).toBeGreaterThan(before.downloads);
});
