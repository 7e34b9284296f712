import type { Checklist } from "@listful/checklist";
import type { Background } from "@listful/contracts";
import type { EditorSource } from "./editor-source.ts";

/** A saved checklist as the editor needs it: where to save and which revision the edits start from. */
export type SavedChecklistInfo = { readonly id: string; readonly revision: number; readonly updated: string };

export type TemplateInfo = { readonly id: number; readonly title: string; readonly isPremium: boolean };

/** What the server loader hands the editor. */
export type EditorServerData = {
  readonly source: EditorSource;
  /** The saved document, or the template's document as stored (dated to today in the browser). */
  readonly doc: Checklist;
  readonly checklist: SavedChecklistInfo | null;
  readonly template: TemplateInfo | null;
  /** The backgrounds catalogue; null when it could not be loaded (the Design tab retries). */
  readonly backgrounds: readonly Background[] | null;
};

/** The browser's additions: the starting document and a draft kept on this device, if any. */
export type EditorData = EditorServerData & {
  /** The document as it stands on the server (or fresh from its template): "unsaved" compares with it. */
  readonly baseline: Checklist;
  /** A draft restored from this device, edited since `baseline`. */
  readonly draft: { readonly doc: Checklist; readonly savedAt: string } | null;
};
