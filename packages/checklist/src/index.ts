export type { BackgroundEntry, BackgroundKind } from "./backgrounds.ts";
export { BACKGROUNDS, hasDecoration } from "./backgrounds.ts";
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
  getIsoWeekNumber,
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
  formatDayTitle,
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
export { applyTick, hasTickTarget, tickTarget } from "./check-off/apply-tick.ts";
export type { CheckState } from "./check-off/check-state.ts";
export { isSameCheckState, readCheckState } from "./check-off/check-state.ts";
export { deriveTicks } from "./check-off/derive-ticks.ts";
export { type Tick, TickSchema } from "./check-off/tick-schema.ts";
export type { FontFamily, FontWeight } from "./fonts.ts";
export { EMOJI_FONT_FAMILY, FONT_FAMILIES, FONT_STACKS, FONT_WEIGHTS } from "./fonts.ts";
export type { IdKind } from "./ids.ts";
export { peekNextId } from "./ids.ts";
export type { HeaderStyleInfo, LayoutInfo } from "./layouts.ts";
export { getLayout, HEADER_STYLES, LAYOUTS } from "./layouts.ts";
export { breakLines, countLines } from "./measure/break-lines.ts";
export type { TextStyle } from "./measure/font-face.ts";
export { measureText } from "./measure/measure-text.ts";
export { createChecklist, DEFAULT_TITLE } from "./model/create-checklist.ts";
export type { LayoutNote } from "./model/layout-note.ts";
export { getLayoutNote } from "./model/layout-note.ts";
export type { RowLimit } from "./model/row-limit.ts";
export { getRowLimit } from "./model/row-limit.ts";
// The operations: every change to a checklist document, each a pure function from a document to the next.
export type { AddBlockInput } from "./operations/add-block.ts";
export { addBlock } from "./operations/add-block.ts";
export type { AddItemInput } from "./operations/add-item.ts";
export { addItem } from "./operations/add-item.ts";
export type { BlockChanges, EditBlockInput } from "./operations/edit-block.ts";
export { editBlock } from "./operations/edit-block.ts";
export type { EditItemInput } from "./operations/edit-item.ts";
export { editItem } from "./operations/edit-item.ts";
export type { IndentItemInput } from "./operations/indent-item.ts";
export { indentItem } from "./operations/indent-item.ts";
export type { MoveBlockInput } from "./operations/move-block.ts";
export { moveBlock } from "./operations/move-block.ts";
export type { MoveItemInput } from "./operations/move-item.ts";
export { moveItem } from "./operations/move-item.ts";
export type { OutdentItemInput } from "./operations/outdent-item.ts";
export { outdentItem } from "./operations/outdent-item.ts";
export type { PlaceholderInput } from "./operations/placeholder-item.ts";
export {
  addPlaceholderItem,
  clearPlaceholderItems,
  removePlaceholderItem,
} from "./operations/placeholder-item.ts";
export type { RemoveBlockInput } from "./operations/remove-block.ts";
export { removeBlock } from "./operations/remove-block.ts";
export type { RemoveItemInput } from "./operations/remove-item.ts";
export { removeItem } from "./operations/remove-item.ts";
export type { ResetPremiumFeaturesInput } from "./operations/reset-premium-features.ts";
export { resetPremiumFeatures } from "./operations/reset-premium-features.ts";
export { resetProgress } from "./operations/reset-progress.ts";
export { rollOver } from "./operations/roll-over.ts";
export type { SetBackgroundInput } from "./operations/set-background.ts";
export { setBackground } from "./operations/set-background.ts";
export type { SetBlockPerPageInput } from "./operations/set-block-per-page.ts";
export { setBlockPerPage } from "./operations/set-block-per-page.ts";
export type { SetCalendarCountsInput } from "./operations/set-calendar-counts.ts";
export { setCalendarCounts } from "./operations/set-calendar-counts.ts";
export type { SetCalendarPeriodInput } from "./operations/set-calendar-period.ts";
export { setCalendarPeriod } from "./operations/set-calendar-period.ts";
export type { SetCalendarSizeInput } from "./operations/set-calendar-size.ts";
export { setCalendarSize } from "./operations/set-calendar-size.ts";
export type { SetCalendarTitleInput } from "./operations/set-calendar-title.ts";
export { setCalendarTitle } from "./operations/set-calendar-title.ts";
export type { SetColorInput } from "./operations/set-color.ts";
export { setColor } from "./operations/set-color.ts";
export type { SetFontInput } from "./operations/set-font.ts";
export { setFont } from "./operations/set-font.ts";
export type { SetFooterInput } from "./operations/set-footer.ts";
export { setFooter } from "./operations/set-footer.ts";
export type { SetHeaderInput } from "./operations/set-header.ts";
export { setHeader } from "./operations/set-header.ts";
export type { SetHeadlineInput } from "./operations/set-headline.ts";
export { setHeadline } from "./operations/set-headline.ts";
export type { SetIconCellInput } from "./operations/set-icon-cell.ts";
export { setIconCell } from "./operations/set-icon-cell.ts";
export type { SetItemOptionsInput } from "./operations/set-item-options.ts";
export { setItemOptions } from "./operations/set-item-options.ts";
export type { SetLayoutInput } from "./operations/set-layout.ts";
export { setLayout } from "./operations/set-layout.ts";
export type { SetOrientationInput } from "./operations/set-orientation.ts";
export { setOrientation } from "./operations/set-orientation.ts";
export type { SetPageFormatInput } from "./operations/set-page-format.ts";
export { setPageFormat } from "./operations/set-page-format.ts";
export type { SetPaletteInput } from "./operations/set-palette.ts";
export { setPalette } from "./operations/set-palette.ts";
export type { SetPrintModeInput } from "./operations/set-print-mode.ts";
export { setPrintMode } from "./operations/set-print-mode.ts";
export type { SetTimeframeInput } from "./operations/set-timeframe.ts";
export { setTimeframe } from "./operations/set-timeframe.ts";
export type { SetTitleInput } from "./operations/set-title.ts";
export { setTitle } from "./operations/set-title.ts";
export type { SetWeekStartInput } from "./operations/set-week-start.ts";
export { setWeekStart } from "./operations/set-week-start.ts";
export type { ToggleCalendarCellInput } from "./operations/toggle-calendar-cell.ts";
export { toggleCalendarCell } from "./operations/toggle-calendar-cell.ts";
export type { ToggleIconCellInput } from "./operations/toggle-icon-cell.ts";
export { toggleIconCell } from "./operations/toggle-icon-cell.ts";
export type { ToggleItemInput } from "./operations/toggle-item.ts";
export { toggleItem } from "./operations/toggle-item.ts";
export {
  BLOCK_GAP,
  CALENDAR_CELL_PADDING,
  CALENDAR_CELL_PADDING_X,
  CALENDAR_DATE_LINE,
  CALENDAR_ROW_HEIGHTS,
  COLUMN_GAP,
  DAY_COLUMNS_HEIGHT,
  DECORATED_PAGE_MARGIN,
  DECORATION_BAND,
  DECORATION_CLEARANCE_MM,
  FIELD_LABEL_HEIGHT,
  FOOTER_FONT_SIZE,
  FOOTER_GAP,
  FOOTER_HEIGHT,
  FOOTER_LINE_HEIGHT,
  getPageSize,
  getPrintScale,
  HEADER_GAP,
  HEADER_PADDING,
  HEADING_HEIGHT,
  HEADLINE_FONT_SIZE,
  HEADLINE_LINE_HEIGHT,
  HEADLINE_WRAPPED_LINE_HEIGHT,
  ICON_LABEL_MAX_WIDTH,
  ICON_LABEL_MIN_WIDTH,
  ICON_ROW_HEIGHT,
  ITEM_FONT,
  ITEM_MARKER_WIDTH,
  ITEM_ROW_PADDING,
  LEGEND_ENTRY_GAP,
  LEGEND_HEIGHT,
  LEGEND_INNER_GAP,
  LEGEND_SWATCH,
  MIN_LANDSCAPE_CELL_MM,
  MIN_ROWS_AT_BREAK,
  MIN_SUB_TICK_MM,
  MIN_TICK_MM,
  PAGE_MARGIN,
  PAGE_SIZES,
  PAPER_MM,
  PRINTABLE_INSET,
  PX_PER_MM,
  RUNNING_HEAD_FONT_SIZE,
  RUNNING_HEAD_HEIGHT,
  SPARE_ROWS,
  SUB_ITEM_INDENT,
  SUB_TICK_SIZE,
  TEXT_HEADER_HEIGHT,
  TICK_SIZE,
  TITLE_LINE_FACTOR,
  TITLE_LINE_HEIGHT,
  TYPE_SCALE,
  toPrintedMm,
  WEEKDAYS_HEIGHT,
  WRITING_LINE_HEIGHT,
} from "./pagination/geometry.ts";
export { getItemPaddingTop, getItemRowMetrics, getItemTextWidth } from "./pagination/item-metrics.ts";
export { checkLayoutRules, checkTemplateLayout, PRINT_PAPERS } from "./pagination/layout-rules.ts";
export type { PrintedMark } from "./pagination/mark-sizes.ts";
export { listPrintedMarks } from "./pagination/mark-sizes.ts";
export { fitTitle, getContentBox, getPageMargin } from "./pagination/page-frame.ts";
export { paginate } from "./pagination/paginate.ts";
export type {
  Box,
  ItemRowMetrics,
  Page,
  PageFooter,
  PageHeader,
  Pagination,
  Piece,
  PieceRow,
  RunningHead,
} from "./pagination/pagination-types.ts";
export { getLeastRowHeight } from "./pagination/row-room.ts";
export { ANSWER_PADDING_X, getAnswerLines } from "./pagination/text-fields.ts";
export { getTextStyle } from "./pagination/text-styles.ts";
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
export {
  listAddedPremiumFeatures,
  listPremiumFeatures,
  PREMIUM_FEATURE_NAMES,
  PREMIUM_FONTS,
  type PremiumFeature,
} from "./premium/premium-features.ts";
export type { PrintedColors } from "./print-colors.ts";
export {
  getGreyEquivalent,
  getPrintedColors,
  getPrintedLineColor,
  MIN_LINE_GREY,
} from "./print-colors.ts";
export type { BlockRow } from "./rows/block-rows.ts";
export { getBlockRows, getRowDepth, getRowsOf } from "./rows/block-rows.ts";
export type { Caret, RowCommand, RowFocus, RowKey, RowKeyInput } from "./rows/row-commands.ts";
export { addRowCommand, removeRowCommand, rowKeyCommand } from "./rows/row-commands.ts";
export { moveTargetIndex } from "./rows/row-move.ts";
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
  Orientation,
  PageFormat,
} from "./schema/checklist-schema.ts";
export { CHECKLIST_VERSION, ChecklistSchema, ORIENTATIONS } from "./schema/checklist-schema.ts";
export type { ColorRole, Colors, Design, PrintMode } from "./schema/design-schema.ts";
export { ColorsSchema, DesignSchema, PRINT_MODES } from "./schema/design-schema.ts";
export type { Item } from "./schema/item-schema.ts";
export { ItemSchema } from "./schema/item-schema.ts";
export { LIMITS } from "./schema/limits.ts";
export type { CreateFromTemplateOptions } from "./templates/create-checklist-from-template.ts";
export { createChecklistFromTemplate } from "./templates/create-checklist-from-template.ts";
export { createPreset } from "./templates/create-preset.ts";
export type { LibraryTemplate } from "./templates/library/library-template.ts";
export { createLibraryDocument } from "./templates/library/library-template.ts";
export { TEMPLATE_LIBRARY } from "./templates/library/template-library.ts";
export type { PresetOptions } from "./templates/preset-builder.ts";
export type { ChecklistTemplate } from "./templates/template-schema.ts";
export { ChecklistTemplateSchema } from "./templates/template-schema.ts";
export type { TemplateType, TemplateTypeInfo } from "./templates/template-types.ts";
export { findTemplateType, TEMPLATE_TYPE_SLUGS, TEMPLATE_TYPES } from "./templates/template-types.ts";
export { checklistFileName, checklistTitle } from "./text/checklist-title.ts";
export { type CountNoun, formatCount, pluralForm } from "./text/format-count.ts";
export { printedTexts } from "./text/printed-texts.ts";
export { escapeMarkdown, toMarkdown } from "./text/to-markdown.ts";
export { toPlainText } from "./text/to-plain-text.ts";
export type { CalendarCell } from "./view/calendar-cells.ts";
export { getCalendarCells } from "./view/calendar-cells.ts";
export { getCalendarWeekNumbers } from "./view/calendar-week-numbers.ts";
export type { IconFieldColumns, IconFieldDay } from "./view/icon-field-days.ts";
export { getIconFieldDays, measureIconFieldColumns } from "./view/icon-field-days.ts";
