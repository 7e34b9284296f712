import {
  BACKGROUNDS,
  type Checklist,
  createPreset,
  LIMITS,
  nextPeriodCopy,
  type Orientation,
  PALETTES,
  type PageFormat,
  setBackground,
  setCalendarMiniMonths,
  setCalendarPeriod,
  setCalendarSize,
  setHeader,
  setItemOptions,
  setLayout,
  setPalette,
  setUndated,
  setWeekNumbers,
  setWeekStart,
  TEMPLATE_TYPE_SLUGS,
  toggleIconCell,
  toggleItem,
  WEEK_STARTS,
  withoutDoneItems,
} from "@listful/checklist";

/** One print to check: a document on one paper. */
export type PrintCase = {
  readonly name: string;
  readonly doc: Checklist;
  readonly format: PageFormat;
  readonly orientation: Orientation;
  /** A stock template as the catalogue seeds it (held to one page in portrait). */
  readonly isStock: boolean;
  /** A stock template's type (its category): a tracker, challenge or weekly is one page in landscape too. */
  readonly type?: string | null;
  /** Printed two on one sheet (a small paper's pages on A4 or Letter), checked for its sheets and cut marks. */
  readonly twoUp?: boolean;
};

export const FORMATS: readonly PageFormat[] = ["a4", "letter"];
export const ORIENTATIONS: readonly Orientation[] = ["portrait", "landscape"];
const START = "2026-03-10";

function onEveryPaper(
  name: string,
  doc: Checklist,
  isStock: boolean,
  orientations = ORIENTATIONS,
): PrintCase[] {
  return FORMATS.flatMap((format) =>
    orientations.map((orientation) => ({ name, doc, format, orientation, isStock })),
  );
}

/** The small papers; the full check prints every stock template on them, both ways. */
export const SMALL_FORMATS: readonly PageFormat[] = ["a5", "half-letter"];

/** Templates the full check also prints two on one sheet, one of each kind of layout. */
export const TWO_UP_SAMPLE = ["daily-checklist", "habit-tracker", "weekly-to-do-list", "monthly-calendar"];

/**
 * Every stock template (the catalogue is seeded from these presets), on A4 and Letter, both ways, with its
 * type (a tracker, challenge or weekly prints on one page in landscape too); `isFull` adds A5 and
 * half-letter, both ways, and a few templates two on one sheet.
 */
export function stockCases(
  templates: readonly { slug: string; category: string | null; data: Checklist }[],
  isFull = false,
): PrintCase[] {
  return templates.flatMap((template) =>
    [
      ...onEveryPaper(template.slug, template.data, true),
      ...(isFull ? SMALL_FORMATS : []).flatMap((format) =>
        ORIENTATIONS.map((orientation) => ({
          name: template.slug,
          doc: template.data,
          format,
          orientation,
          isStock: true,
        })),
      ),
      ...(isFull && TWO_UP_SAMPLE.includes(template.slug) ? twoUpCases(template.slug, template.data) : []),
    ].map((print) => ({ ...print, type: template.category })),
  );
}

/** A document two on one sheet: A5 on A4 and half-letter on Letter, both ways. */
export function twoUpCases(name: string, doc: Checklist, isStock = true): PrintCase[] {
  return SMALL_FORMATS.flatMap((format) =>
    ORIENTATIONS.map((orientation) => ({
      name: `${name} two-up`,
      doc,
      format,
      orientation,
      isStock,
      twoUp: true,
    })),
  );
}

function longTexts(doc: Checklist): Checklist {
  const item = "Word ".repeat(40).slice(0, LIMITS.itemText).trim();
  const blocks = doc.blocks.map((block) => {
    if (block.kind === "list" || block.kind === "interactive-list")
      return {
        ...block,
        title: "T".repeat(LIMITS.blockTitle),
        items: block.items.map((it) => ({ ...it, text: item })),
      };
    if (block.kind === "icon-field")
      return {
        ...block,
        title: "H".repeat(LIMITS.blockTitle),
        rows: block.rows.map((row) => ({ ...row, text: "W".repeat(LIMITS.iconRowText) })),
      };
    if (block.kind === "text-header") return { ...block, text: "S".repeat(LIMITS.textHeader) };
    if (block.kind === "text-field") return { ...block, label: "L ".repeat(LIMITS.fieldLabel / 2).trim() };
    return block;
  });
  return {
    ...setItemOptions(doc, { maxlength: LIMITS.itemText }),
    title: { ...doc.title, text: "W".repeat(LIMITS.titleText) },
    headline: "M".repeat(LIMITS.headline),
    blocks,
  };
}

function manyItems(doc: Checklist, count: number): Checklist {
  const list = doc.blocks.find((block) => block.kind === "interactive-list");
  if (list?.kind !== "interactive-list") return doc;
  const items = Array.from({ length: count }, (_, index) => ({
    id: `i${10_000 + index}`,
    text: `Errand number ${index + 1}`,
    isChecked: false,
    depth: 1 as const,
  }));
  const blocks = [1, 2].map((part) => ({
    ...list,
    id: `b${20_000 + part}`,
    items: items.filter((_, i) => i % 2 === part - 1),
  }));
  return { ...doc, nextId: 30_000, blocks };
}

/**
 * Generated variants: each layout by each header, each palette, long texts at every limit, 150 items,
 * each calendar period, an empty document, each background, and the period's variants. `isFull` gives them
 * all; the test suite runs a few.
 */
export function variantCases(isFull: boolean): PrintCase[] {
  const daily = createPreset("daily-checklist", { start: START });
  const month = createPreset("monthly-calendar", { start: START });
  const cases: PrintCase[] = [];
  const add = (name: string, doc: Checklist, orientations = ORIENTATIONS) =>
    cases.push(...onEveryPaper(name, doc, false, isFull ? orientations : ["portrait"]));
  const layouts = isFull ? ([1, 2, 3, 4, 5, 6] as const) : ([2] as const);
  const headers = isFull ? ([1, 2, 3, 4, 5] as const) : ([4] as const);
  for (const type of ["daily-checklist", "habit-tracker"] as const) {
    for (const layout of layouts) {
      for (const style of headers) {
        const doc = setHeader(setLayout(createPreset(type, { start: START }), { layout }), { style });
        add(`${type} layout ${layout} header ${style}`, doc);
      }
    }
  }
  if (isFull) {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      for (const layout of layouts)
        add(`${type} layout ${layout}`, setLayout(createPreset(type, { start: START }), { layout }));
    }
  }
  for (const palette of isFull ? PALETTES.map((p) => p.id) : [4])
    add(`palette ${palette}`, setPalette(daily, { palette }));
  add("long texts", longTexts(createPreset("habit-tracker", { start: START })));
  add("long texts daily", longTexts(daily));
  add("150 items", manyItems(daily, 150));
  for (const period of isFull ? (["day", "week", "month"] as const) : (["week"] as const)) {
    add(`calendar ${period}`, setCalendarPeriod(month, { period }));
  }
  add("calendar large", setCalendarSize(month, { size: "large" }));
  add("calendar small months", setCalendarMiniMonths(month, { miniMonths: true }));
  add("week across", setLayout(createPreset("weekly-to-do-list", { start: START }), { layout: 6 }));
  // Every decoration around the framed header, whose frame runs along the content's edges; every paper
  // under the daily list (weighed and read for raster art as it is sold).
  const framed = setHeader(daily, { style: 5 });
  for (const background of BACKGROUNDS) {
    const under = background.kind === "decoration" ? framed : daily;
    if (isFull || background.slug === "stars")
      add(
        `${background.kind} ${background.slug}`,
        setBackground(under, { showBackground: true, backgroundId: background.id }),
      );
  }
  add("empty", { ...daily, blocks: [] });
  addPeriodVariants(add, isFull);
  return cases;
}

/** A sheet with its first ticks made: the first item of each list and the first days of each habit. */
function withTicks(doc: Checklist): Checklist {
  let ticked = doc;
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list" && block.items[0]) {
      ticked = toggleItem(ticked, { itemId: block.items[0].id });
    }
    if (block.kind === "icon-field") {
      for (const row of block.rows)
        ticked = toggleIconCell(ticked, { rowId: row.id, day: row.text.length % 5 });
    }
  }
  return ticked;
}

/**
 * The period's variants: undated sheets, each week start with week numbers, the next period's copy and
 * printing without done items; the suite prints one of each on A4 and Letter.
 */
function addPeriodVariants(add: (name: string, doc: Checklist) => void, isFull: boolean): void {
  const dated = TEMPLATE_TYPE_SLUGS.filter((type) => type !== "cute-checklist");
  for (const type of isFull ? dated : (["monthly-calendar"] as const)) {
    add(`${type} undated`, setUndated(createPreset(type, { start: START }), { isUndated: true }));
  }
  const weekly = ["monthly-calendar", "weekly-to-do-list", "habit-tracker"] as const;
  for (const type of isFull ? weekly : (["monthly-calendar"] as const)) {
    for (const weekStart of isFull ? WEEK_STARTS : (["saturday"] as const)) {
      const doc = setWeekStart(createPreset(type, { start: START }), { weekStart });
      add(`${type} ${weekStart} first, week numbers`, setWeekNumbers(doc, { showWeekNumbers: true }));
    }
  }
  for (const type of isFull ? dated : (["habit-tracker"] as const)) {
    const next = nextPeriodCopy(withTicks(createPreset(type, { start: START })), { carryUnfinished: true });
    add(`${type} next period`, next);
  }
  for (const type of isFull ? TEMPLATE_TYPE_SLUGS : (["habit-tracker"] as const)) {
    add(`${type} without done items`, withoutDoneItems(withTicks(createPreset(type, { start: START }))));
  }
}
