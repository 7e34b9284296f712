export { BACKGROUNDS, hasDecoration } from "./backgrounds.ts";
export { isWeekdayAligned } from "./calendar/calendar-grid.ts";
export { type IsoDate, toIsoDate, WEEK_STARTS, type WeekStart } from "./calendar/iso-date.ts";
export {
  formatClockTime,
  formatShortDate,
  formatWeekdayMonthDay,
  getWeekdayNames,
} from "./calendar/names.ts";
export type { TimeUnit } from "./calendar/timeframe.ts";
export { getLocaleWeekStart } from "./calendar/week-data.ts";
export { getWeekNumber } from "./calendar/week-numbers.ts";
export { applyTick, hasTickTarget, tickTarget } from "./check-off/apply-tick.ts";
export { deriveTicks } from "./check-off/derive-ticks.ts";
export { type Tick, TickSchema } from "./check-off/tick-schema.ts";
export {
  EMOJI_FONT_FAMILY,
  FONT_FAMILIES,
  FONT_STACKS,
  FONT_WEIGHTS,
  type FontFamily,
  type FontWeight,
  getHeadingSize,
  getPrintedFamily,
  MIN_SCRIPT_SIZE,
} from "./fonts.ts";
export { peekNextId } from "./ids.ts";
export { HEADER_STYLES, LAYOUTS } from "./layouts.ts";
export type { TextStyle } from "./measure/font-face.ts";
export { createChecklist } from "./model/create-checklist.ts";
export { getLayoutNote, type LayoutNote } from "./model/layout-note.ts";
export { getRowLimit, type RowLimit } from "./model/row-limit.ts";
// The operations: every change to a checklist document, each a pure function from a document to the next.
export { addBlock } from "./operations/add-block.ts";
export { addItem } from "./operations/add-item.ts";
export { blankCopy, clearSampleItems } from "./operations/clear-sample-items.ts";
export { type BlockChanges, editBlock } from "./operations/edit-block.ts";
export { editItem } from "./operations/edit-item.ts";
export { indentItem } from "./operations/indent-item.ts";
export { moveBlock } from "./operations/move-block.ts";
export { moveItem } from "./operations/move-item.ts";
export { nextPeriodCopy } from "./operations/next-period-copy.ts";
export { outdentItem } from "./operations/outdent-item.ts";
export { clearPlaceholderItems } from "./operations/placeholder-item.ts";
export { removeBlock } from "./operations/remove-block.ts";
export { removeItem } from "./operations/remove-item.ts";
export { resetPremiumFeatures } from "./operations/reset-premium-features.ts";
export { setBackground } from "./operations/set-background.ts";
export { setBlockPerPage } from "./operations/set-block-per-page.ts";
export { setCalendarCounts } from "./operations/set-calendar-counts.ts";
export { setCalendarMiniMonths } from "./operations/set-calendar-mini-months.ts";
export { setCalendarPeriod } from "./operations/set-calendar-period.ts";
export { setCalendarSize } from "./operations/set-calendar-size.ts";
export { setCalendarTitle } from "./operations/set-calendar-title.ts";
export { setColor } from "./operations/set-color.ts";
export { setFont } from "./operations/set-font.ts";
export { setFooter } from "./operations/set-footer.ts";
export { setHeader } from "./operations/set-header.ts";
export { setHeadline } from "./operations/set-headline.ts";
export { setIconGrid } from "./operations/set-icon-grid.ts";
export { setItemOptions } from "./operations/set-item-options.ts";
export { setLayout } from "./operations/set-layout.ts";
export { setOrientation } from "./operations/set-orientation.ts";
export { setPageFormat } from "./operations/set-page-format.ts";
export { setPalette } from "./operations/set-palette.ts";
export { setPeriodStart } from "./operations/set-period-start.ts";
export { setPeriodUnit } from "./operations/set-period-unit.ts";
export { setPrintMode } from "./operations/set-print-mode.ts";
export { setRowTotals } from "./operations/set-row-totals.ts";
export { setTitle } from "./operations/set-title.ts";
export { setUndated } from "./operations/set-undated.ts";
export { setWeekNumbers } from "./operations/set-week-numbers.ts";
export { setWeekStart } from "./operations/set-week-start.ts";
export { shiftPeriod } from "./operations/shift-period.ts";
export { toggleCalendarCell } from "./operations/toggle-calendar-cell.ts";
export { toggleIconCell } from "./operations/toggle-icon-cell.ts";
export { toggleItem } from "./operations/toggle-item.ts";
export { withoutDoneItems } from "./operations/without-done-items.ts";
export {
  CALENDAR_CELL_PADDING,
  CALENDAR_DATE_LINE,
  DAY_COLUMNS_HEIGHT,
  DECORATION_CLEARANCE_MM,
  getPageSize,
  getPrintScale,
  HEADLINE_WRAPPED_LINE_HEIGHT,
  hasRoomyCells,
  ICON_GOAL_BOX_HEIGHT,
  isSmallPaper,
  PAGE_MARGIN,
  PAPER_MM,
  PRINTABLE_INSET,
  TICK_SIZE,
  TITLE_LINE_FACTOR,
  TYPE_SCALE,
  WRITING_LINE_HEIGHT,
} from "./pagination/geometry.ts";
export { getItemPaddingTop, getTickSize } from "./pagination/item-metrics.ts";
export { checkLayoutRules, checkTemplateLayout } from "./pagination/layout-rules.ts";
export { listPrintedMarks } from "./pagination/mark-sizes.ts";
export { getPageMargin } from "./pagination/page-frame.ts";
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
export { measureTableColumns, type TableColumns } from "./pagination/table-columns.ts";
export { getAnswerLines, getAnswerWidth } from "./pagination/text-fields.ts";
export { DEFAULT_COLORS, findPalette, PALETTES } from "./palettes.ts";
export { type ChecklistError, ChecklistParseError } from "./parse/checklist-error.ts";
export { toFieldErrors } from "./parse/field-errors.ts";
export { exportChecklist, importChecklist } from "./parse/import-export.ts";
export { parseChecklist, parseChecklistOrThrow } from "./parse/parse-checklist.ts";
export { hasPeriod } from "./period/has-period.ts";
export { hasWeekNumberPlace } from "./period/has-week-number-place.ts";
export { getPeriodLabel, getPeriodUnitName, type PeriodUnitName } from "./period/period-label.ts";
export { getPeriodUnits } from "./period/period-units.ts";
export {
  listAddedPremiumFeatures,
  listPremiumFeatures,
  PREMIUM_FEATURE_NAMES,
  PREMIUM_FONTS,
  type PremiumFeature,
} from "./premium/premium-features.ts";
export { getGreyEquivalent, getPrintedColors, getPrintedLineColor, MIN_LINE_GREY } from "./print-colors.ts";
export {
  countRowTicks,
  formatHabitProgress,
  getHabitProgress,
  type HabitProgress,
} from "./progress/habit-progress.ts";
export { type BlockRow, getRowDepth, getRowsOf } from "./rows/block-rows.ts";
export {
  addRowCommand,
  type Caret,
  type RowCommand,
  type RowFocus,
  type RowKey,
  removeRowCommand,
  rowKeyCommand,
} from "./rows/row-commands.ts";
export { moveTargetIndex } from "./rows/row-move.ts";
export {
  type AnyListBlock,
  BLOCK_KINDS,
  type Block,
  type BlockKind,
  FIELD_STYLES,
  type FieldStyle,
  type IconFieldBlock,
  type IconGrid,
  type IconRow,
  type InteractiveTextFieldBlock,
  type LegendEntry,
  type ListBlock,
  TABLE_ROW_LABELS,
  type TableBlock,
  type TableRowLabels,
  type TextFieldBlock,
  type TextHeaderBlock,
} from "./schema/block-schema.ts";
export type { CalendarPeriod, CalendarSettings, CalendarSize } from "./schema/calendar-schema.ts";
export {
  CHECKLIST_VERSION,
  type Checklist,
  type HeaderStyle,
  type ItemFontSize,
  type LayoutId,
  ORIENTATIONS,
  type Orientation,
  PAGE_FORMATS,
  type PageFormat,
} from "./schema/checklist-schema.ts";
export {
  type ColorRole,
  type Colors,
  type Design,
  PRINT_MODES,
  type PrintMode,
} from "./schema/design-schema.ts";
export type { Item } from "./schema/item-schema.ts";
export { LIMITS } from "./schema/limits.ts";
export { createChecklistFromTemplate } from "./templates/create-checklist-from-template.ts";
export { createPreset } from "./templates/create-preset.ts";
export { createLibraryDocument } from "./templates/library/library-template.ts";
export { TEMPLATE_LIBRARY } from "./templates/library/template-library.ts";
export type { PresetOptions } from "./templates/preset-builder.ts";
export { TEMPLATE_TYPE_SLUGS, TEMPLATE_TYPES, type TemplateType } from "./templates/template-types.ts";
export { checklistFileName, checklistTitle } from "./text/checklist-title.ts";
export { type CountNoun, formatCount, pluralForm } from "./text/format-count.ts";
export { printedTexts } from "./text/printed-texts.ts";
export { toMarkdown } from "./text/to-markdown.ts";
export { toPlainText } from "./text/to-plain-text.ts";
export { type CalendarCell, getCalendarCells } from "./view/calendar-cells.ts";
export { getCalendarWeekNumbers } from "./view/calendar-week-numbers.ts";
export { getIconFieldDays, type IconFieldDay, measureIconFieldColumns } from "./view/icon-field-days.ts";
export {
  getMiniMonths,
  getMiniMonthsColumns,
  hasMiniMonths,
  hasMonthView,
  MINI_MONTH,
  MINI_MONTH_HEIGHT,
  MINI_MONTHS_GAP,
  MINI_NOTES,
  type MiniMonth,
} from "./view/mini-months.ts";
export { toPrintedDocument } from "./view/printed-document.ts";
export { getTableRowLabels } from "./view/table-rows.ts";
export { getGridMonths, isIconCellDrawn, type YearGridMonth } from "./view/year-grid.ts";
