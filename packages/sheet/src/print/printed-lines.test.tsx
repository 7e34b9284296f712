import {
  type Checklist,
  getGreyEquivalent,
  MIN_LINE_GREY,
  PALETTES,
  setHeader,
  setPalette,
  setPrintMode,
} from "@listful/checklist";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import { chromiumLaunchOptions } from "../test/chromium.ts";
import { createAllKindsDoc } from "../test/fixtures.tsx";
import { inlineCss } from "../test/inline-css.ts";
import { toPrintHtml } from "../test/print-html.ts";

let browser: Browser;
let page: Page;
const css = inlineCss();

type Line = { readonly what: string; readonly color: string };

/** Every line the loaded sheet draws (borders, one-dimensional rules, tick outlines) and its colour. */
function collectLines(): Line[] {
  const lines: Line[] = [];
  const name = (element: Element, part = "") => `${element.getAttribute("class")}${part}`;
  for (const element of document.querySelectorAll(".ls-page *")) {
    const style = getComputedStyle(element);
    for (const side of ["top", "right", "bottom", "left"]) {
      if (Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0) {
        lines.push({
          what: name(element, ` border-${side}`),
          color: style.getPropertyValue(`border-${side}-color`),
        });
      }
    }
    for (const part of ["::before", "::after"]) {
      const pseudo = getComputedStyle(element, part);
      const isRule = Number.parseFloat(pseudo.height) <= 3 || Number.parseFloat(pseudo.width) <= 4;
      if (pseudo.content !== "none" && isRule && pseudo.backgroundColor !== "rgba(0, 0, 0, 0)") {
        lines.push({ what: name(element, part), color: pseudo.backgroundColor });
      }
    }
    if (element.matches(".ls-tick:not([data-checked])"))
      lines.push({ what: name(element), color: style.stroke });
  }
  return lines;
}

function toHex(color: string): string {
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(color)?.slice(1) ?? [];
  return channels.map((channel) => Number(channel).toString(16).padStart(2, "0")).join("");
}

async function printedLines(doc: Checklist): Promise<readonly Line[]> {
  await page.setContent(toPrintHtml(<Sheet doc={doc} mode="print" />, css), { waitUntil: "load" });
  return page.evaluate(collectLines);
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.route("**/*", (route) => route.abort("blockedbyclient"));
});

afterAll(async () => {
  await browser?.close();
});

describe("printed lines survive an office laser printer", () => {
  // Every palette with the framed header (the most rules), and every other header in the default palette.
  const cases = [
    ...PALETTES.map((palette) => ({ name: palette.name, id: palette.id, style: 5 as const })),
    ...([1, 2, 3, 4] as const).map((style) => ({ name: "Graphite", id: 1, style })),
  ];

  it.each(cases)("$name, header $style: every line prints at least 40% grey", async ({ id, style }) => {
    const doc = setHeader(setPalette(createAllKindsDoc(), { palette: id }), { style });
    const lines = await printedLines(doc);
    expect(lines.length).toBeGreaterThan(20);
    const pale = lines.filter((line) => getGreyEquivalent(toHex(line.color)) < MIN_LINE_GREY - 0.005);
    expect(pale).toEqual([]);
  });

  it("prints no text under 7 pt, the day labels of trackers included", async () => {
    await page.setContent(toPrintHtml(<Sheet doc={createAllKindsDoc()} mode="print" />, css), {
      waitUntil: "load",
    });
    const small = await page.evaluate(() =>
      [...document.querySelectorAll(".ls-page *")]
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
        )
        .map((element) => ({
          what: element.getAttribute("class"),
          size: Number.parseFloat(getComputedStyle(element).fontSize),
        }))
        .filter(({ size }) => size < 28 / 3),
    );
    expect(small).toEqual([]);
  });

  it("prints ink-friendly lines dark", async () => {
    const doc = setPrintMode(setPalette(createAllKindsDoc(), { palette: 9 }), { printMode: "ink-friendly" });
    for (const line of await printedLines(doc))
      expect(getGreyEquivalent(toHex(line.color))).toBeGreaterThan(0.7);
  });
});
