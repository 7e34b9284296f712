/** SPEC editorMode: editing on the pages, or a read-only preview of what prints. */
export type EditorMode = "edit" | "preview";

export const DEFAULT_EDITOR_MODE: EditorMode = "edit";
