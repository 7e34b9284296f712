import { z } from "zod";
import { WEEK_STARTS } from "../calendar/iso-date.ts";
import { isSupportedLocale } from "../calendar/names.ts";
import { BlockSchema } from "./block-schema.ts";
import { CalendarSchema, TimeframeSchema } from "./calendar-schema.ts";
import { checkChecklistRules } from "./checklist-rules.ts";
import { DesignSchema, FontFamilySchema, FontWeightSchema } from "./design-schema.ts";
import { LIMITS } from "./limits.ts";
import { boundedList, integerBetween, singleLineText } from "./primitives.ts";

/** Bump with a migration in parse/migrations.ts whenever the stored shape changes. */
export const CHECKLIST_VERSION = 2;

export const LayoutIdSchema = z.literal([1, 2, 3, 4, 5, 6], { error: "Expected a layout from 1 to 6" });
export const HeaderStyleSchema = z.literal([1, 2, 3, 4, 5], { error: "Expected a header style from 1 to 5" });
/** The papers a sheet is laid out for: A4, US Letter, A5 and US half-letter. */
export const PAGE_FORMATS = ["a4", "letter", "a5", "half-letter"] as const;
export const PageFormatSchema = z.enum(PAGE_FORMATS, { error: "Expected a4, letter, a5 or half-letter" });
export const ORIENTATIONS = ["portrait", "landscape"] as const;
export const OrientationSchema = z.enum(ORIENTATIONS, { error: "Expected portrait or landscape" });
export const WeekStartSchema = z.enum(WEEK_STARTS, { error: "Expected monday, sunday or saturday" });
const SwitchSchema = z.boolean({ error: "Expected true or false" });

export const HeaderSchema = z
  .strictObject({
    style: HeaderStyleSchema,
    showTitle: z.boolean({ error: "Expected true or false" }),
    showHeadline: z.boolean({ error: "Expected true or false" }),
  })
  .readonly();

export const TitleSchema = z
  .strictObject({
    text: singleLineText(LIMITS.titleText),
    fontFamily: FontFamilySchema,
    fontWeight: FontWeightSchema,
  })
  .readonly();

export const FooterSchema = z
  .strictObject({
    isVisible: z.boolean({ error: "Expected true or false" }),
    text: singleLineText(LIMITS.footerText),
    showPageNumbers: z.boolean({ error: "Expected true or false" }),
  })
  .readonly();

export const ItemOptionsSchema = z
  .strictObject({
    css: z
      .strictObject({
        fontSize: z.enum(["small", "medium", "large"], { error: "Expected small, medium or large" }),
        fontWeight: z.literal([400, 500, 700], { error: "Expected 400, 500 or 700" }),
      })
      .readonly(),
    /** Longest item text; it also fixes how many lines every item row has (pagination/item-metrics.ts). */
    maxlength: integerBetween(LIMITS.maxlengthMin, LIMITS.maxlengthMax),
  })
  .readonly();

const LocaleSchema = z
  .string({ error: "Expected a locale" })
  .max(LIMITS.locale, { error: `Too long (max ${LIMITS.locale})` })
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: "Invalid locale (expected e.g. en-US)" })
  .refine(isSupportedLocale, { error: "Invalid locale (expected e.g. en-US)" });

export const ChecklistSchema = z
  .strictObject({
    version: z.literal(CHECKLIST_VERSION, { error: `Expected version ${CHECKLIST_VERSION}` }),
    /** Next free id number; ids are a kind letter plus a number (b3 block, i7 item, r2 icon row). */
    nextId: integerBetween(1, LIMITS.nextIdMax),
    pageFormat: PageFormatSchema,
    /** Added after version 1 was stored: documents without it are portrait. */
    orientation: OrientationSchema.default("portrait"),
    locale: LocaleSchema,
    /** The first day of every week the sheet draws (grids, weekday letters, weekly lists). */
    weekStart: WeekStartSchema,
    /** The dates a dated sheet covers (a month for a habit tracker); null for sheets without dates. */
    timeframe: TimeframeSchema.nullable(),
    /** Week numbers ("W49") on month views and weekly sheets, by the week start's rule (version 2). */
    showWeekNumbers: SwitchSchema,
    /** The dates print as blanks to fill in by hand; the timeframe is kept to switch back (version 2). */
    isUndated: SwitchSchema,
    /** Each tracker row ends with its count of ticks (version 2). */
    showRowTotals: SwitchSchema,
    /** The page layout, 1 to 6 (`LAYOUTS`). */
    layout: LayoutIdSchema,
    /** At most this many blocks (text headers aside) on one page; null fills pages. */
    blockPerPage: integerBetween(1, LIMITS.blockPerPage).nullable(),
    header: HeaderSchema,
    title: TitleSchema,
    headline: singleLineText(LIMITS.headline),
    footer: FooterSchema,
    itemOptions: ItemOptionsSchema,
    design: DesignSchema,
    calendar: CalendarSchema,
    blocks: boundedList(BlockSchema, LIMITS.blocks),
  })
  .readonly()
  .superRefine(checkChecklistRules);

export type Checklist = z.infer<typeof ChecklistSchema>;
export type LayoutId = Checklist["layout"];
export type HeaderStyle = Checklist["header"]["style"];
export type PageFormat = Checklist["pageFormat"];
export type Orientation = Checklist["orientation"];
export type ItemOptions = Checklist["itemOptions"];
export type ItemFontSize = ItemOptions["css"]["fontSize"];
