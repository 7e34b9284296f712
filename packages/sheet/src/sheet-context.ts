import type { Checklist } from "@listful/checklist";
import { createContext, useContext } from "react";
import type { SheetMode, SheetUpdate } from "./sheet-types.ts";

/** Where the caret goes when a field receives focus programmatically. */
export type CaretPlace = "start" | "end";

/**
 * What every part of a sheet shares. The object is stable for a given mode, so memoised rows do not
 * re-render when the document changes; they read the current document through `getDoc` when handling
 * an event.
 */
export type SheetActions = {
  readonly mode: SheetMode;
  /** Text fields are inputs (edit mode). */
  readonly isEditing: boolean;
  /** Tick boxes, icon cells, calendar cells and answer fields are live (check-off and edit modes). */
  readonly isInteractive: boolean;
  readonly getDoc: () => Checklist;
  /** Dispatches the update if it changes the current document; says whether it did. */
  readonly apply: (update: SheetUpdate) => boolean;
  /** Registers a focusable field under a key (e.g. `item:i7`); returns the cleanup. */
  readonly registerField: (key: string, element: HTMLElement) => () => void;
  /** Focuses the field with this key now, or after the next render when it does not exist yet. */
  readonly focusField: (key: string, caret: CaretPlace) => void;
};

const READ_ONLY: SheetActions = {
  mode: "view",
  isEditing: false,
  isInteractive: false,
  getDoc: () => {
    throw new Error("A sheet part was rendered outside <Sheet>");
  },
  apply: () => false,
  registerField: () => () => undefined,
  focusField: () => undefined,
};

export const SheetContext = createContext<SheetActions>(READ_ONLY);

export function useSheet(): SheetActions {
  return useContext(SheetContext);
}
