import { LIMITS } from "./schema/limits.ts";

export type IdKind = "block" | "item" | "row";

const PREFIXES: Readonly<Record<IdKind, string>> = { block: "b", item: "i", row: "r" };

type HasNextId = { readonly nextId: number };

/**
 * Ids come from a counter kept in the document, so they are stable, unique within it and
 * deterministic (undo/redo and tests replay to the same ids) without a random source.
 */
export function peekNextId(doc: HasNextId, kind: IdKind): string {
  return `${PREFIXES[kind]}${doc.nextId}`;
}

/** Reserves `count` ids; null when the counter is exhausted (callers then leave the document as is). */
export function allocateIds(
  doc: HasNextId,
  kind: IdKind,
  count: number,
): { readonly ids: readonly string[]; readonly nextId: number } | null {
  if (doc.nextId + count > LIMITS.nextIdMax) return null;
  const ids = Array.from({ length: count }, (_, offset) => `${PREFIXES[kind]}${doc.nextId + offset}`);
  return { ids, nextId: doc.nextId + count };
}
