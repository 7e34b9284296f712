import { type Block, type Checklist, FONT_FAMILIES, setFont } from "@listful/checklist";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import { chromiumLaunchOptions } from "../test/chromium.ts";
import { createAllKindsDoc } from "../test/fixtures.tsx";
import { inlineCss } from "../test/inline-css.ts";
import { toPrintHtml } from "../test/print-html.ts";

// Script and italic faces draw a last "l" or "f" past its advance: a box as wide as the advances
// must still show that ink. Every text slot set in the heading font (block and section titles,
// field labels, icon-row labels) is drawn once as printed and once with nothing clipped; a strip
// just right of each slot must look the same in both.

let browser: Browser;
let page: Page;
const css = inlineCss();
const UNCLIPPED = ".ls-clamp { overflow: visible !important; }";

/** Titles ending in letters whose ink leans past their advance, in every slot the heading font sets. */
function createOverhangDoc(family: (typeof FONT_FAMILIES)[number]): Checklist {
  const base = createAllKindsDoc();
  const titles: Record<string, Partial<Record<string, string>>> = {
    "text-header": { text: "Wolf" },
    "interactive-list": { title: "Colour in how you feel" },
    list: { title: "This summer I will" },
    "text-field": { label: "Birds that fly" },
    "interactive-text-field": { label: "What I will feel" },
    "icon-field": { title: "Do I feel well" },
  };
  const blocks = base.blocks.map((block) => ({ ...block, ...titles[block.kind] }) as Block);
  return setFont({ ...base, blocks }, { role: "heading", fontFamily: family });
}

type Slot = {
  readonly text: string;
  readonly size: string;
  readonly x: number;
  readonly y: number;
  readonly height: number;
};

async function headingSlots(): Promise<Slot[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ".ls-heading .ls-clamp, .ls-text-header .ls-clamp, .ls-field-label .ls-clamp",
      ),
    ].map((element) => {
      const box = element.getBoundingClientRect();
      const size = getComputedStyle(element).fontSize;
      return { text: element.textContent ?? "", size, x: box.right, y: box.top, height: box.height };
    }),
  );
}

/** The strip just right of a slot, as printed and with nothing clipped. */
async function strips(slots: readonly Slot[], extraCss?: string): Promise<Buffer[]> {
  if (extraCss) await page.addStyleTag({ content: extraCss });
  const shots: Buffer[] = [];
  for (const slot of slots)
    shots.push(await page.screenshot({ clip: { x: slot.x, y: slot.y, width: 10, height: slot.height } }));
  return shots;
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage({ viewport: { width: 1000, height: 2400 } });
  await page.route("**/*", (route) => route.abort("blockedbyclient"));
});

afterAll(async () => {
  await browser?.close();
});

describe("no glyph is cut at the edge of its slot", () => {
  it.each(FONT_FAMILIES)("%s headings and labels keep all their ink", async (family) => {
    await page.setContent(toPrintHtml(<Sheet doc={createOverhangDoc(family)} mode="print" />, css), {
      waitUntil: "load",
    });
    await page.evaluate(() => document.fonts.ready);
    const slots = await headingSlots();
    // Both sizes: section titles and field labels.
    expect(new Set(slots.map((slot) => slot.size)).size).toBe(2);
    const printed = await strips(slots);
    const unclipped = await strips(slots, UNCLIPPED);
    const cut = slots
      .filter((_, index) => !printed[index]?.equals(unclipped[index] ?? Buffer.alloc(0)))
      .map((slot) => `${slot.text} (${slot.size})`);
    expect(cut).toEqual([]);
  });
});
