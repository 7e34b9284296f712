import { type Checklist, parseChecklist } from "@listful/checklist";
import type { EditorSource } from "../load/editor-source.ts";

const PREFIX = "listful:editor-draft:";

type StoredDraft = { readonly savedAt: string; readonly data: unknown };

/**
 * Where a checklist that is not in a collection yet (a guest's, or anyone's before the first save) is kept
 * on this device, one per template, so a reload or a sign-in on the way to saving loses nothing.
 */
export function draftKey(source: EditorSource): string | null {
  return source.kind === "template" ? `${PREFIX}template:${source.templateId}` : null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the editor then works without drafts.
    return null;
  }
}

/** The draft under `key`, checked like any stored document; a damaged one is dropped. */
export function readDraft(key: string): { doc: Checklist; savedAt: string } | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!store || !raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredDraft;
    const parsed = parseChecklist(stored.data);
    if (parsed.ok && typeof stored.savedAt === "string")
      return { doc: parsed.checklist, savedAt: stored.savedAt };
  } catch {
    // Not JSON: fall through and drop it.
  }
  store.removeItem(key);
  return null;
}

/** Keeps the draft; false when the browser refused (storage full or disabled). */
export function writeDraft(key: string, doc: Checklist): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(
      key,
      JSON.stringify({ savedAt: new Date().toISOString(), data: doc } satisfies StoredDraft),
    );
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the draft will be replaced or ignored next time.
  }
}

/** Forgets every draft on this device: signing out leaves nothing of the person's work behind. */
export function removeAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Storage switched off midway: nothing more can be done.
  }
}
