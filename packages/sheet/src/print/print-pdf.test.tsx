import {
  createPreset,
  nextPeriodCopy,
  paginate,
  printedTexts,
  setUndated,
  setWeekNumbers,
  setWeekStart,
  TEMPLATE_TYPE_SLUGS,
  toggleItem,
  withoutDoneItems,
} from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { readPdfFonts, readPdfText, writePagePng } from "../test/poppler.ts";
import {
  ARTIFACTS,
  expectPaper,
  printPdf,
  renderSheet,
  requests,
  setUpPrintPage,
  squeeze,
} from "../test/print-page.tsx";

setUpPrintPage();

describe("the PDF of each template type", () => {
  // Every type on A4 and Letter; a list, a tracker and a calendar on the small papers.
  const cases = [
    ...TEMPLATE_TYPE_SLUGS.flatMap((type) => (["a4", "letter"] as const).map((format) => ({ type, format }))),
    ...(["weekly-to-do-list", "habit-tracker", "monthly-calendar"] as const).flatMap((type) =>
      (["a5", "half-letter"] as const).map((format) => ({ type, format })),
    ),
  ];

  it.each(cases)("prints $type on $format", async ({ type, format }) => {
    const doc = createPreset(type, { start: "2026-03-01" });
    const pageCount = paginate(doc, format).pages.length;
    const { file, layout } = await printPdf(renderSheet(doc, format), `${type}-${format}`);

    expect(layout).toEqual({ outside: [], clamped: [] });
    expectPaper(file, format, pageCount);
    const text = squeeze(readPdfText(file));
    for (const expected of printedTexts(doc)) expect(text).toContain(squeeze(expected));
    const fonts = readPdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.isEmbedded)).toEqual([]);
    writePagePng(file, 1, 60, `${ARTIFACTS}${type}-${format}`);
    expect(requests).toEqual([]);
  });
});

describe("the period on paper", () => {
  const november = (type: (typeof TEMPLATE_TYPE_SLUGS)[number]) =>
    createPreset(type, { start: "2026-11-26" });
  const daily = november("daily-checklist");
  const firstList = daily.blocks.find((block) => block.kind === "interactive-list");
  const doneItem = firstList?.kind === "interactive-list" ? firstList.items[0] : undefined;
  const cases = [
    {
      name: "undated-calendar",
      doc: setUndated(november("monthly-calendar"), { isUndated: true }),
      present: ["Month:", "This month"],
      absent: ["November", "2026"],
    },
    {
      name: "saturday-calendar-week-numbers",
      doc: setWeekNumbers(setWeekStart(november("monthly-calendar"), { weekStart: "saturday" }), {
        showWeekNumbers: true,
      }),
      present: ["November 2026", "SAT", "W45", "W49"],
      absent: [],
    },
    {
      name: "december-habit-tracker",
      doc: nextPeriodCopy(november("habit-tracker"), { carryUnfinished: false }),
      present: ["December 2026", "31"],
      absent: ["November"],
    },
    {
      name: "undated-habit-tracker-totals",
      doc: withoutDoneItems(setUndated(november("habit-tracker"), { isUndated: true })),
      present: ["Month:", "Total", "31"],
      absent: ["November"],
      // 31 day columns of 4.5 mm marks 0.8 mm apart and the totals leave the habit names a narrow
      // column: they wrap, and the goals and reflection go on to a second page.
      pages: 2,
    },
    {
      name: "list-without-done-items",
      doc: withoutDoneItems(toggleItem(daily, { itemId: doneItem?.id ?? "" })),
      present: ["Drink a glass of water"],
      absent: [doneItem?.text ?? "?"],
    },
  ];
  const papers = cases.flatMap((entry) =>
    (["a4", "letter"] as const).map((format) => ({ ...entry, format })),
  );

  it.each(papers)("prints $name on $format", async ({ name, doc, format, present, absent, pages }) => {
    const { file, layout } = await printPdf(renderSheet(doc, format), `${name}-${format}`);
    expect(layout).toEqual({ outside: [], clamped: [] });
    expectPaper(file, format, pages ?? 1);
    const text = squeeze(readPdfText(file));
    for (const expected of [...printedTexts(doc), ...present]) expect(text).toContain(squeeze(expected));
    for (const unexpected of absent) expect(text).not.toContain(squeeze(unexpected));
    writePagePng(file, 1, 60, `${ARTIFACTS}${name}-${format}`);
    expect(requests).toEqual([]);
  });
});
