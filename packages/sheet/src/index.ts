export type { FocusRegistry } from "./edit/focus-registry.ts";
export { createFocusRegistry } from "./edit/focus-registry.ts";
export type { RowKeyTarget } from "./edit/handle-row-keys.ts";
export { handleRowFocus, handleRowKeys, runRowCommand } from "./edit/handle-row-keys.ts";
export { useShortenedPaste } from "./edit/shortened-paste.ts";
export { getPaper } from "./page/paper-sizes.ts";
export { Sheet } from "./sheet.tsx";
export type { SheetDispatch, SheetMode, SheetProps, SheetUpdate } from "./sheet-types.ts";
export { SHEET_MODES } from "./sheet-types.ts";
