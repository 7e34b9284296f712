export { getPaper } from "./page/paper-sizes.ts";
export { Sheet } from "./sheet.tsx";
export type { SheetDispatch, SheetMode, SheetProps, SheetUpdate } from "./sheet-types.ts";
export { SHEET_MODES } from "./sheet-types.ts";
