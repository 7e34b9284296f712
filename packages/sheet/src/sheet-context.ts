import type { Checklist } from "@listful/checklist";
import { createContext, useContext } from "react";
import type { FocusRegistry } from "./edit/focus-registry.ts";
import type { RowKeyTarget } from "./edit/handle-row-keys.ts";
import type { SheetMode, SheetUpdate } from "./sheet-types.ts";

/**
 * What every part of a sheet shares. The object is stable for a given mode, so memoised rows do not
 * re-render when the document changes; they read the current document through `getDoc` when handling
 * an event.
 */
export type SheetActions = {
  readonly mode: SheetMode;
  /** Text fields are inputs (edit mode). */
  readonly isEditing: boolean;
  /** Tick boxes and answer fields are live (check-off and edit modes); icon and calendar cells in check-off only. */
  readonly isInteractive: boolean;
  /** Habit and mood grid cells take ticks where the sheet is interactive (see SheetProps.tickableIconFields). */
  readonly isIconFieldTickable: boolean;
  /** Text fields are in the Tab order (see SheetProps.tabbableFields). */
  readonly isTabbable: boolean;
  readonly getDoc: () => Checklist;
  /** Dispatches the update if it changes the current document; says whether it did. */
  readonly apply: (update: SheetUpdate) => boolean;
  /** The sheet's text fields by key (e.g. `item:i7`), to move focus between them. */
  readonly fields: FocusRegistry;
  /** Where the keys of item and habit-grid rows act. */
  readonly rowKeys: RowKeyTarget;
};

function outsideSheet(): never {
  throw new Error("A sheet part was rendered outside <Sheet>");
}

const READ_ONLY: SheetActions = {
  mode: "view",
  isEditing: false,
  isInteractive: false,
  isIconFieldTickable: false,
  isTabbable: true,
  getDoc: outsideSheet,
  apply: () => false,
  fields: { register: () => () => undefined, focus: () => undefined },
  rowKeys: { getDoc: outsideSheet, apply: () => undefined, focus: () => undefined },
};

export const SheetContext = createContext<SheetActions>(READ_ONLY);

export function useSheet(): SheetActions {
  return useContext(SheetContext);
}
