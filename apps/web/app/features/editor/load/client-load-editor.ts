import { createChecklistFromTemplate } from "@listful/checklist";
import { draftKey, readDraft } from "../persistence/draft-storage.ts";
import type { EditorData, EditorServerData } from "./editor-data.ts";

/** Documents are plain JSON written in schema order, so equal documents serialise alike. */
function isSameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Finishes loading in the browser: a template's document is dated to the person's own today (a habit
 * tracker opened on the 1st is that month's, in their time zone), and a draft kept on this device comes back.
 */
export function completeEditorData(server: EditorServerData): EditorData {
  const baseline =
    server.source.kind === "template" ? createChecklistFromTemplate({ document: server.doc }) : server.doc;
  const key = draftKey(server.source);
  const draft = key ? readDraft(key) : null;
  return { ...server, baseline, draft: draft && !isSameJson(draft.doc, baseline) ? draft : null };
}
