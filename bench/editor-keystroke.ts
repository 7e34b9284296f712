// Keystroke latency in the editor: in a 100-item checklist, how long one typed character takes to show on the
// pages (the preview), measured in Debian Chromium with performance marks. Prints JSON.
// Usage: build the web app first (`npm run build --workspace @listful/web`), then `npm run bench:editor`.
// Target: median <= 16 ms (one frame) over 50 keystrokes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  addItem,
  type Checklist,
  createChecklist,
  editBlock,
  editItem,
  exportChecklist,
} from "@listful/checklist";
import { CHROMIUM_ARGS, chromiumPath } from "@listful/server/chromium";
import { chromium, type Page } from "playwright-core";
import { startProductionServer } from "./lib/servers.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const KEYSTROKES = 50;
const WARMUP = 5;
const TARGET_MS = 16;

/** One list named "Groceries" with items "Task 1" to "Task 100" (item 50 short, to have room for the typing). */
function hundredItems(): Checklist {
  let doc = editBlock(createChecklist(), { blockId: "b1", changes: { title: "Groceries" } });
  doc = editItem(doc, { itemId: "i2", text: "Task 1" });
  for (let n = 2; n <= 100; n++) doc = addItem(doc, { blockId: "b1", text: n === 50 ? "5" : `Task ${n}` });
  return doc;
}

/**
 * Times each keystroke in the page with performance marks: one when the input event starts (window, capture
 * phase, before the app sees it) and one when the watched field shows the typed text. React handles typing
 * synchronously, so the check runs as the event's last listener (window, bubble phase); should the text not be
 * there yet, it is checked again on each frame. Also noted: the time until the next frame has been painted.
 */
function installProbe(page: Page, source: string, watched: string) {
  return page.evaluate(
    ([sourceSelector, watchedSelector]: [string, string]) => {
      const samples: { updated: number; painted: number }[] = [];
      (window as unknown as { samples: typeof samples }).samples = samples;
      let pending: { expected: string; start: number } | null = null;
      const afterTask = (callback: () => void) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = callback;
        channel.port2.postMessage(0);
      };
      const check = () => {
        const keystroke = pending;
        if (!keystroke) return;
        if (
          document.querySelector<HTMLInputElement | HTMLTextAreaElement>(watchedSelector)?.value !==
          keystroke.expected
        ) {
          requestAnimationFrame(check);
          return;
        }
        pending = null;
        performance.mark("preview-updated");
        const { duration } = performance.measure("keystroke", "keystroke-start", "preview-updated");
        requestAnimationFrame(() =>
          afterTask(() => samples.push({ updated: duration, painted: performance.now() - keystroke.start })),
        );
      };
      window.addEventListener(
        "input",
        (event) => {
          const target = event.target as HTMLInputElement | HTMLTextAreaElement;
          if (!target.matches(sourceSelector)) return;
          pending = { expected: target.value, start: performance.now() };
          performance.mark("keystroke-start");
        },
        { capture: true },
      );
      window.addEventListener("input", check);
    },
    [source, watched] as [string, string],
  );
}

async function typeAndCollect(page: Page, selector: string) {
  await page.locator(selector).click();
  await page.keyboard.press("End");
  for (let n = 0; n < WARMUP + KEYSTROKES; n++) {
    await page.keyboard.type(String.fromCharCode(97 + (n % 26)));
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  const samples = await page.evaluate(
    () => (window as unknown as { samples: { updated: number; painted: number }[] }).samples,
  );
  return samples.slice(WARMUP);
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { median: at(0.5), p95: at(0.95), max: at(1) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "listful-bench-"));
const file = path.join(dataDir, "hundred-items.listful.json");
writeFileSync(file, exportChecklist(hundredItems()));
const server = await startProductionServer({ port: PORT, dataDir });
const ORIGIN = server.origin;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The reload below leaves unsaved work, and the editor asks first; this run means to.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`${ORIGIN}/editor`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("tab", { name: "Save" }).click();
  await page.getByLabel("Checklist file to import").setInputFiles(file);
  await page.getByRole("textbox", { name: "Groceries, item 100" }).waitFor();
  await page.getByRole("tab", { name: "Blocks" }).click();
  const card = page.getByRole("region", { name: "Groceries", exact: true });
  if (await card.getByRole("button", { expanded: false }).count())
    await card.getByRole("button", { expanded: false }).click();

  const panelField = '#editor-panel-content :is(input, textarea)[aria-label="Item 50"]';
  const sheetField = ':is(input, textarea)[aria-label="Groceries, item 50"]';
  await installProbe(page, panelField, sheetField);
  const fromPanel = await typeAndCollect(page, panelField);
  await page.evaluate(() => (window as unknown as { samples: unknown[] }).samples.splice(0));
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Groceries, item 60" }).waitFor();
  await installProbe(
    page,
    ':is(input, textarea)[aria-label="Groceries, item 60"]',
    '#editor-panel-content :is(input, textarea)[aria-label="Item 60"]',
  );
  const card2 = page.getByRole("region", { name: "Groceries", exact: true });
  if (await card2.getByRole("button", { expanded: false }).count())
    await card2.getByRole("button", { expanded: false }).click();
  const fromSheet = await typeAndCollect(page, ':is(input, textarea)[aria-label="Groceries, item 60"]');

  const updated = fromPanel.map((sample) => sample.updated);
  const result = summarise(updated);
  console.log(
    JSON.stringify(
      {
        checklistItems: 100,
        keystrokes: fromPanel.length,
        // Typing in the Blocks panel's item field until the same item on the pages shows the character.
        typingInPanelUntilPagesShowIt: {
          ms: result,
          samples: updated.map((value) => Number(value.toFixed(2))),
          untilNextFramePaintedMs: summarise(fromPanel.map((sample) => sample.painted)),
        },
        // Typing on the pages themselves until the panel's field (and the document) has the character.
        typingOnPagesUntilPanelShowsIt: {
          ms: summarise(fromSheet.map((sample) => sample.updated)),
          untilNextFramePaintedMs: summarise(fromSheet.map((sample) => sample.painted)),
        },
        target: { medianMs: TARGET_MS, met: result.median <= TARGET_MS },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
