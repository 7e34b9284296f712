/** The editor's mode: editing on the pages, or a read-only preview of what prints. */
export type EditorMode = "edit" | "preview";

export const DEFAULT_EDITOR_MODE: EditorMode = "edit";

/** The toolbar's switch between the two. */
export const EDITOR_MODES = [
  { value: "edit", label: "Edit" },
  { value: "preview", label: "Preview" },
] as const satisfies readonly { value: EditorMode; label: string }[];
