import { getDefaultCalendarCounts } from "../calendar/calendar-titles.ts";
import { type IsoDate, isValidIsoDate, toIsoDate, type WeekStart } from "../calendar/iso-date.ts";
import { DEFAULT_LOCALE, isSupportedLocale } from "../calendar/names.ts";
import { alignTimeframeStart, isValidTimeframe, type TimeUnit } from "../calendar/timeframe.ts";
import { getLocaleWeekStart } from "../calendar/week-data.ts";
import { getDefaultShowWeekNumbers } from "../calendar/week-numbers.ts";
import { buildCalendar } from "../model/calendar-settings.ts";
import { createChecklist } from "../model/create-checklist.ts";
import { getDateLabel } from "../model/date-label.ts";
import { findPalette } from "../palettes.ts";
import {
  type Block,
  type IconFieldBlock,
  type InteractiveListBlock,
  type InteractiveTextFieldBlock,
  type LegendEntry,
  type ListBlock,
  type TableBlock,
  type TextFieldBlock,
  YEAR_GRID,
} from "../schema/block-schema.ts";
import type { Timeframe } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Item } from "../schema/item-schema.ts";

export type PresetOptions = {
  /** The day the sheet starts from (a month sheet uses its month); today when left out. */
  readonly start?: Date | IsoDate;
  readonly locale?: string;
  /** The locale's own week start when left out (Sunday in the United States, Monday in most of Europe). */
  readonly weekStart?: WeekStart;
};

export type PresetContext = {
  readonly start: IsoDate;
  readonly locale: string;
  readonly weekStart: WeekStart;
};

export function resolvePresetContext(options: PresetOptions = {}): PresetContext {
  const start =
    options.start instanceof Date || options.start === undefined
      ? toIsoDate(options.start ?? new Date())
      : options.start;
  if (!isValidIsoDate(start)) throw new RangeError(`Invalid start date: ${String(options.start)}`);
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (!isSupportedLocale(locale)) throw new RangeError(`Invalid locale: ${locale}`);
  return { start, locale, weekStart: options.weekStart ?? getLocaleWeekStart(locale) };
}

export function createTimeframe(context: PresetContext, unit: TimeUnit, count: number): Timeframe {
  const timeframe = { start: alignTimeframeStart(context.start, unit, context.weekStart), unit, count };
  if (!isValidTimeframe(timeframe)) throw new RangeError(`Start date out of range: ${context.start}`);
  return timeframe;
}

/** Hands out ids in document order, so a preset always comes out the same. */
export type IdSource = { readonly next: (prefix: "b" | "i" | "r") => string; readonly peek: () => number };

export function createIdSource(): IdSource {
  let next = 1;
  return { next: (prefix) => `${prefix}${next++}`, peek: () => next };
}

/** A top-level item, or one with sub-items. */
export type ItemSpec = string | { readonly text: string; readonly children: readonly string[] };

function buildItems(ids: IdSource, specs: readonly ItemSpec[]): Item[] {
  return specs.flatMap((spec) => {
    const { text, children } = typeof spec === "string" ? { text: spec, children: [] } : spec;
    return [
      { id: ids.next("i"), text, isChecked: false, depth: 1 as const },
      ...children.map((child) => ({ id: ids.next("i"), text: child, isChecked: false, depth: 2 as const })),
    ];
  });
}

export function checklistBlock(
  ids: IdSource,
  title: string,
  marker: InteractiveListBlock["marker"],
  specs: readonly ItemSpec[],
): InteractiveListBlock {
  const id = ids.next("b");
  return { kind: "interactive-list", id, title, marker, items: buildItems(ids, specs) };
}

export function printedList(
  ids: IdSource,
  title: string,
  marker: ListBlock["marker"],
  specs: readonly ItemSpec[],
): ListBlock {
  const id = ids.next("b");
  return { kind: "list", id, title, marker, items: buildItems(ids, specs) };
}

export function writingField(ids: IdSource, label: string, lines: number): TextFieldBlock {
  return { kind: "text-field", id: ids.next("b"), label, lines };
}

/** A framed blank box to draw (or stick a picture) in, as tall as `lines` writing lines, under its prompt. */
export function drawingBox(ids: IdSource, label: string, lines: number): TextFieldBlock {
  return { ...writingField(ids, label, lines), style: "box" };
}

export function answerField(ids: IdSource, label: string, lines: number): InteractiveTextFieldBlock {
  return { kind: "interactive-text-field", id: ids.next("b"), label, lines, value: "" };
}

export function sectionHeader(ids: IdSource, text: string): Block {
  return { kind: "text-header", id: ids.next("b"), text };
}

export function iconField(
  ids: IdSource,
  spec: {
    title: string;
    icon: "circle" | "square" | "heart" | "star";
    days: number;
    legend?: readonly LegendEntry[];
    rows: readonly string[];
    goal?: boolean;
  },
): IconFieldBlock {
  const id = ids.next("b");
  const rows = spec.rows.map((text) => ({
    id: ids.next("r"),
    text,
    cells: Array.from({ length: spec.days }, () => 0),
  }));
  return {
    kind: "icon-field",
    id,
    title: spec.title,
    icon: spec.icon,
    grid: "days",
    goal: spec.goal ?? false,
    days: spec.days,
    legend: spec.legend ?? [],
    rows,
  };
}

/** A table of writing cells; a times table gives its first hour and step (`clock`). */
export function tableBlock(
  ids: IdSource,
  spec: {
    title: string;
    columns: readonly string[];
    rowLabels: TableBlock["rowLabels"];
    rowCount: number;
    clock?: { readonly firstHour: number; readonly minutesPerRow: 30 | 60 };
  },
): TableBlock {
  const { clock = { firstHour: 8, minutesPerRow: 60 }, ...rest } = spec;
  return { kind: "table", id: ids.next("b"), ...rest, ...clock };
}

/** A year in pixels: a row a month (named by the sheet, in its locale), a column a day. */
export function yearGrid(
  ids: IdSource,
  spec: { title: string; icon: "circle" | "square" | "heart" | "star"; legend?: readonly LegendEntry[] },
): IconFieldBlock {
  const block = iconField(ids, {
    ...spec,
    days: YEAR_GRID.days,
    rows: Array.from({ length: YEAR_GRID.months }, () => ""),
  });
  return { ...block, grid: "year" };
}

export type PresetSpec = Partial<Omit<Checklist, "version" | "nextId" | "design" | "blocks">> & {
  readonly palette: number;
  readonly fonts?: Checklist["design"]["fonts"];
  /** A background of the catalogue (its id), drawn behind the page; none when left out. */
  readonly background?: number;
  readonly blocks: readonly Block[];
};

/**
 * A complete preset document: the defaults, the preset's choices, a headline from its dates, and a
 * calendar that fits its dates (so adding a calendar block later shows the right month).
 */
export function buildPresetDocument(ids: IdSource, context: PresetContext, spec: PresetSpec): Checklist {
  const base = createChecklist();
  const { palette, fonts, background, ...rest } = spec;
  const timeframe = spec.timeframe ?? null;
  const calendarContext = {
    timeframe,
    weekStart: context.weekStart,
    isUndated: false,
    locale: context.locale,
  };
  const calendar =
    spec.calendar ??
    buildCalendar(
      { period: "day", size: "large", ...getDefaultCalendarCounts("day", calendarContext) },
      calendarContext,
    );
  return {
    ...base,
    locale: context.locale,
    weekStart: context.weekStart,
    showWeekNumbers: getDefaultShowWeekNumbers(context.locale, context.weekStart),
    headline: timeframe ? getDateLabel(timeframe, context.locale) : "",
    header: { ...base.header, showHeadline: true },
    footer: { isVisible: false, text: "", showPageNumbers: true },
    ...rest,
    nextId: ids.peek(),
    design: {
      ...base.design,
      palette,
      colors: findPalette(palette)?.colors ?? base.design.colors,
      fonts: fonts ?? base.design.fonts,
      ...(background ? { showBackground: true, backgroundId: background } : {}),
    },
    calendar,
  };
}
