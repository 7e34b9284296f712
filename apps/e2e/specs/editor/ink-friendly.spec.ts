import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openEditor, pages, panelTab } from "./editor-page.ts";

/** How many pixels of a PDF's first page are clearly coloured (pdftoppm's binary PPM). */
function colouredPixels(file: string): number {
  const ppm = execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "40", file]);
  const header = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"))?.[0] ?? "";
  let count = 0;
  for (let i = header.length; i + 2 < ppm.length; i += 3) {
    const [r = 0, g = 0, b = 0] = [ppm[i], ppm[i + 1], ppm[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40) count += 1;
  }
  return count;
}

test("ink-friendly printing is a switch in the Design tab, shown on the pages, saved and printed", async ({
  page,
}, testInfo) => {
  await openEditor(page, "/editor?template=2");
  const design = await panelTab(page, "Design");
  const ink = design.getByRole("switch", { name: "Ink-friendly printing" });
  await expect(ink).not.toBeChecked();
  await ink.click();
  await expect(ink).toBeChecked();
  const firstPage = pages(page).getByRole("region", { name: /^Page 1 of/ });
  await expect(firstPage).toHaveAttribute("data-print-mode", "ink-friendly");
  await expect(firstPage).toHaveCSS("color", "rgb(0, 0, 0)");

  const save = await panelTab(page, "Save");
  const exporting = page.waitForEvent("download");
  await save.getByRole("button", { name: "Export JSON" }).click();
  const exported = testInfo.outputPath("ink.listful.json");
  await (await exporting).saveAs(exported);
  expect(JSON.parse(await readFile(exported, "utf8")).data.design.printMode).toBe("ink-friendly");

  const downloading = page.waitForEvent("download");
  await save.getByRole("button", { name: "Download PDF" }).click();
  const pdf = testInfo.outputPath("ink.pdf");
  await (await downloading).saveAs(pdf);
  expect(colouredPixels(pdf)).toBe(0);

  await (await panelTab(page, "Design")).getByRole("switch", { name: "Ink-friendly printing" }).click();
  await expect(firstPage).toHaveAttribute("data-print-mode", "color");
});
