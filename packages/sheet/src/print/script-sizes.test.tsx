import { type Checklist, MIN_SCRIPT_SIZE, setFont, setHeader } from "@listful/checklist";
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
const SCRIPTS = ["Caveat", "Patrick Hand", "Amatic SC"] as const;

function inScript(family: (typeof SCRIPTS)[number]): Checklist {
  const doc = setFont(setFont(createAllKindsDoc(), { role: "heading", fontFamily: family }), {
    role: "body",
    fontFamily: family,
  });
  return setHeader({ ...doc, title: { ...doc.title, fontFamily: family } }, { style: 1 });
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.route("**/*", (route) => route.abort("blockedbyclient"));
});

afterAll(async () => {
  await browser?.close();
});

describe("script faces print at 14 pt or more", () => {
  it.each(SCRIPTS)(
    "%s everywhere: its text is 14 pt or more, smaller text in a plain face",
    async (family) => {
      await page.setContent(toPrintHtml(<Sheet doc={inScript(family)} mode="print" />, css), {
        waitUntil: "load",
      });
      const texts = await page.evaluate(
        ({ family }) =>
          [...document.querySelectorAll(".ls-page *")]
            .filter((element) =>
              [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
            )
            .map((element) => {
              const style = getComputedStyle(element);
              const stack = style.fontFamily.split(",").map((name) => name.trim().replace(/["']/g, ""));
              return { text: element.textContent, face: stack[1], size: Number.parseFloat(style.fontSize) };
            })
            .filter(({ face }) => face === family),
        { family },
      );
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter(({ size }) => size < MIN_SCRIPT_SIZE - 0.01)).toEqual([]);
    },
  );
});
