export type { CalendarGridRow, CalendarShape } from "./calendar/calendar-grid.ts";
export {
  countCalendarRows,
  countLastComponentItems,
  getCalendarCellDate,
  getCalendarGridRows,
  getCalendarOffset,
  isWeekdayAligned,
} from "./calendar/calendar-grid.ts";
export type { CalendarCounts } from "./calendar/calendar-titles.ts";
export { getDefaultCalendarCounts, getDefaultCalendarTitles } from "./calendar/calendar-titles.ts";
export type { CalendarDate, IsoDate, WeekStart } from "./calendar/iso-date.ts";
export {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  getIsoWeekday,
  getStartOfMonth,
  getStartOfWeek,
  getWeekdayColumn,
  isLeapYear,
  isValidIsoDate,
  parseIsoDate,
  toIsoDate,
} from "./calendar/iso-date.ts";
export type { NameWidth } from "./calendar/names.ts";
export {
  DEFAULT_LOCALE,
  formatDateRange,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatWeekday,
  getMonthNames,
  getWeekdayNames,
} from "./calendar/names.ts";
export type { TimeframeLike, TimeUnit } from "./calendar/timeframe.ts";
export {
  addTimeUnits,
  alignTimeframeStart,
  countTimeframeDays,
  formatTimeframe,
  getNextTimeframe,
  getTimeframeEnd,
} from "./calendar/timeframe.ts";
export type { FontFamily, FontWeight } from "./fonts.ts";
export { FONT_FAMILIES, FONT_STACKS, FONT_WEIGHTS } from "./fonts.ts";
export type { IdKind } from "./ids.ts";
export { peekNextId } from "./ids.ts";
export type { HeaderStyleInfo, LayoutInfo } from "./layouts.ts";
export { getLayout, HEADER_STYLES, LAYOUTS } from "./layouts.ts";
export { createChecklist, DEFAULT_TITLE } from "./model/create-checklist.ts";
export type { Palette } from "./palettes.ts";
export { DEFAULT_COLORS, findPalette, getContrastRatio, PALETTES } from "./palettes.ts";
export type {
  ChecklistError,
  ChecklistErrorCode,
  ChecklistIssue,
  ParseChecklistResult,
} from "./parse/checklist-error.ts";
export { ChecklistParseError } from "./parse/checklist-error.ts";
export { toFieldErrors } from "./parse/field-errors.ts";
export { EXPORT_FORMAT, exportChecklist, importChecklist, MAX_IMPORT_CHARS } from "./parse/import-export.ts";
export type { Migration } from "./parse/migrations.ts";
export { MIGRATIONS, migrateChecklistData } from "./parse/migrations.ts";
export { parseChecklist, parseChecklistOrThrow } from "./parse/parse-checklist.ts";
export type {
  AnyListBlock,
  Block,
  BlockKind,
  CalendarBlock,
  IconFieldBlock,
  IconRow,
  InteractiveListBlock,
  InteractiveTextFieldBlock,
  LegendEntry,
  ListBlock,
  TextFieldBlock,
  TextHeaderBlock,
} from "./schema/block-schema.ts";
export {
  BLOCK_KINDS,
  BlockSchema,
  CalendarBlockSchema,
  IconFieldBlockSchema,
  IconRowSchema,
  InteractiveListBlockSchema,
  InteractiveTextFieldBlockSchema,
  LegendEntrySchema,
  ListBlockSchema,
  TextFieldBlockSchema,
  TextHeaderBlockSchema,
} from "./schema/block-schema.ts";
export type {
  CalendarPeriod,
  CalendarSettings,
  CalendarSize,
  SavedTitles,
  Timeframe,
} from "./schema/calendar-schema.ts";
export { CalendarSchema, SavedTitlesSchema, TimeframeSchema } from "./schema/calendar-schema.ts";
export type {
  Checklist,
  HeaderStyle,
  ItemFontSize,
  ItemOptions,
  LayoutId,
  PageFormat,
} from "./schema/checklist-schema.ts";
export { CHECKLIST_VERSION, ChecklistSchema } from "./schema/checklist-schema.ts";
export type { ColorRole, Colors, Design } from "./schema/design-schema.ts";
export { ColorsSchema, DesignSchema } from "./schema/design-schema.ts";
export type { Item } from "./schema/item-schema.ts";
export { ItemSchema } from "./schema/item-schema.ts";
export { LIMITS } from "./schema/limits.ts";
